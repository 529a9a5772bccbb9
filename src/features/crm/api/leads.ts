import type { Caller } from '@/data/caller';
import { openPortal } from '@/data/portal/portal-client';
import { changeLeadStatus } from '@/data/leads/lead-actions';
import type { InquiryStatus } from '@harbour/domain/schemas/inquiry';

/** Any status of a lead, set by this admin from its detail dialog (the change joins the lead's history). */
export async function updateInquiryStatus(caller: Caller, inquiryId: string, status: InquiryStatus): Promise<void> {
  return changeLeadStatus((await openPortal(caller)).db, inquiryId, status, caller.uid);
}
