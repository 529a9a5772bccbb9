import type { VisitorDatabase } from '@/data/public/public-database';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import { saveLead } from '@/data/leads/save-lead';
import { loadVisitorDatabase } from '@/data/public/load-public-database';
import { networkReachable } from '@/data/network/network-reachable';
import { logError } from '@/lib/log';
import type { FieldErrors } from '@harbour/domain/forms/validation';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import {
  validateInquiryForm,
  type InquiryField,
  type InquiryFormValues,
  type InquiryOutcome,
} from '../model/inquiry-form';

export type SendInquiryResult =
  | { status: 'invalid'; errors: FieldErrors<InquiryField> }
  | { status: Exclude<InquiryOutcome, 'failed'>; inquiry: Inquiry }
  | { status: 'failed'; error: unknown };

/** How long the form waits for the network to answer before saying the inquiry is kept for later. */
const INQUIRY_REACH_MS = 4_000;

/** A lead keeps at most 220 characters of the boat's title (make and model may hold 100 emoji each); no half emoji. */
const LEAD_TITLE_MAX = 220;
function leadTitle(title: string): string {
  if (title.length <= LEAD_TITLE_MAX) return title;
  const cut = title.slice(0, LEAD_TITLE_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Request Information on a boat page: validates, then writes the lead to the device (delivered by the sync layer).
 * Offline the write still succeeds; the result says so, so the visitor knows it goes out later.
 */
export async function sendBoatInquiry(
  db: VisitorDatabase,
  boat: Pick<Boat, 'id' | 'year' | 'make' | 'model'>,
  values: InquiryFormValues,
  online: boolean,
): Promise<SendInquiryResult> {
  const checked = validateInquiryForm(values);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors };
  try {
    const inquiry = await saveLead(db, {
      inquiryType: 'boat',
      boatId: boat.id,
      boatTitle: leadTitle(boatTitle(boat)),
      name: checked.value.name,
      email: checked.value.email,
      phone: checked.value.phone,
      message: checked.value.message,
    });
    return { status: online ? 'sent' : 'saved-offline', inquiry };
  } catch (error) {
    logError('send inquiry', error);
    return { status: 'failed', error };
  }
}

/**
 * sendBoatInquiry on this device's visitor records (the boat page's form; a database that cannot open throws). Whether
 * it says sent or saved for later is whether the network answers now, not only what the browser believes.
 */
export async function sendInquiryFromThisDevice(
  boat: Pick<Boat, 'id' | 'year' | 'make' | 'model'>,
  values: InquiryFormValues,
): Promise<SendInquiryResult> {
  // A visitor waits on the answer: after 4 s with none (one bar of signal) it is saved for later, as offline.
  const [db, online] = await Promise.all([loadVisitorDatabase(), networkReachable(Date.now(), INQUIRY_REACH_MS)]);
  return sendBoatInquiry(db, boat, values, online);
}
