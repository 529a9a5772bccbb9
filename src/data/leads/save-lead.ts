import * as v from 'valibot';
import type { VisitorDatabase } from '../public/public-database';
import { visitorRecordId } from '@harbour/domain/schemas/visitor-record';
import { INQUIRY_TYPES, type Inquiry, type InquiryType } from '@harbour/domain/schemas/inquiry';
import { charterDetailsFitType } from '@harbour/domain/charter/charter-choices';
import { LEAD_DETAIL_LIMITS, type LeadDetailKey } from '@harbour/domain/schemas/lead-detail-limits';
import { isEmail } from '@harbour/domain/forms/email';

/** What a visitor sends; forms validate their own rules first, this is the last line before storage. */
export interface LeadInput {
  inquiryType: InquiryType;
  boatId?: string | null;
  boatTitle?: string | null;
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
  details?: Partial<Record<LeadDetailKey, string>>;
}

const optionalText = (max: number) => v.nullish(v.pipe(v.string(), v.maxLength(max)));

const optionalDetail = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** Only the known extra fields, each within its limit (the rules refuse anything else). */
const detailsSchema = v.strictObject(
  Object.fromEntries(Object.entries(LEAD_DETAIL_LIMITS).map(([key, max]) => [key, optionalDetail(max)])) as Record<
    LeadDetailKey,
    ReturnType<typeof optionalDetail>
  >,
);

const leadSchema = v.pipe(
  v.object({
    inquiryType: v.picklist(INQUIRY_TYPES),
    boatId: optionalText(64),
    boatTitle: optionalText(220),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
    email: v.pipe(v.string(), v.trim(), v.check(isEmail, 'Invalid email address')),
    phone: optionalText(20),
    message: optionalText(2000),
    details: v.optional(detailsSchema, {}),
  }),
  v.check(
    (lead) => charterDetailsFitType(lead.inquiryType, lead.details),
    'A charter request carries its choice, day and guests; no other lead carries any charter detail',
  ),
);

export class InvalidLeadError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid lead: ${issues.join('; ')}`);
    this.name = 'InvalidLeadError';
  }
}

function emptyToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Pure: turns input into the stored record, or throws InvalidLeadError (nothing is written then). */
export function toInquiry(input: LeadInput, id: string, now: Date): Inquiry {
  const parsed = v.safeParse(leadSchema, input);
  if (!parsed.success)
    throw new InvalidLeadError(parsed.issues.map((i) => `${v.getDotPath(i) ?? 'lead'}: ${i.message}`));
  const lead = parsed.output;
  return {
    id,
    boatId: lead.boatId ?? null,
    boatTitle: lead.boatTitle ?? null,
    name: lead.name,
    email: lead.email,
    phone: emptyToNull(lead.phone),
    message: emptyToNull(lead.message),
    inquiryType: lead.inquiryType,
    status: 'new',
    details: lead.details,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** Writes a lead to the device first; the sync layer delivers it when a backend is reachable. */
export async function saveLead(db: VisitorDatabase, input: LeadInput): Promise<Inquiry> {
  const inquiry = toInquiry(input, crypto.randomUUID(), new Date());
  await db.visitorRecords.insert({
    id: visitorRecordId('inquiry', inquiry.id),
    kind: 'inquiry',
    deliveredAt: null,
    inquiry,
  });
  return inquiry;
}
