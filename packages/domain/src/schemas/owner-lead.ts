/**
 * What a boat's owner sees of a lead about its boat (finding 7): who asked and what, never how to reach them; the
 * brokerage mediates. The Cloud Functions keep ownerLeads/{inquiryId} with these fields (functions/src/projections.ts),
 * one shape for both sides. Pure and free of imports: the functions' build copies this file.
 */
export const OWNER_LEAD_FIELDS = [
  'boatId',
  'boatTitle',
  'name',
  'message',
  'inquiryType',
  'status',
  'createdAt',
  'updatedAt',
  'receivedAt',
  'boatOwnerId',
] as const;

/** Pure: the owner's copy of a lead: its id and the fields above that it has. */
export function ownerLeadOf(id: string, inquiry: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { id };
  for (const key of OWNER_LEAD_FIELDS) if (inquiry[key] !== undefined) out[key] = inquiry[key];
  return out;
}
