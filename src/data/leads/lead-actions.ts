import * as v from 'valibot';
import type { UserDatabase } from '../user-database';
import { INQUIRY_STATUSES, type InquiryStatus } from '../schemas/inquiry';
import { MAX_LEAD_ACTIVITY } from '../schemas/lead';

/** A change to a lead the rules of the Leads screens refuse; its message is the one to show. */
export class LeadChangeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeadChangeRefusedError';
  }
}

const statusSchema = v.picklist(INQUIRY_STATUSES, 'Choose one of new, contacted, qualified or closed.');

/**
 * Sets a lead's status (any of them: the spec's detail dialog and a listing's Inquiries tab). The change joins the
 * lead's history with who made it and when, by this device's clock: the first change from New is the lead's first
 * response (lead-activity.ts), also when it was made offline and synced later. The same status again writes nothing.
 */
export async function changeLeadStatus(
  db: UserDatabase,
  inquiryId: string,
  status: InquiryStatus,
  by: string,
  now = new Date(),
): Promise<void> {
  const parsed = v.safeParse(statusSchema, status);
  if (!parsed.success) throw new LeadChangeRefusedError(parsed.issues[0]!.message);
  const doc = await db.inquiries.findOne(inquiryId).exec();
  if (!doc) throw new LeadChangeRefusedError('This lead no longer exists.');
  if (doc.status === parsed.output) return;
  const at = now.toISOString();
  const change = { id: crypto.randomUUID(), kind: 'status' as const, at, by, from: doc.status, to: parsed.output };
  await doc.incrementalModify((lead) => ({
    ...lead,
    status: parsed.output,
    activity: [...lead.activity, change].slice(-MAX_LEAD_ACTIVITY),
    updatedAt: at,
  }));
}
