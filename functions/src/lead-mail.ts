import type { Firestore } from 'firebase-admin/firestore';
import { business } from '@harbour/domain/business';
import { isSiteLead, newLeadMail, newLeadMailId, type NewLead } from '@harbour/domain/leads/lead-mail';
import { isAlreadyThere, MAIL, mailExpireAt } from './mail';

/**
 * A new lead from the site: one email to the brokerage's address in the Trigger Email format (#18 "Know at once").
 * Created only if absent, so a retried trigger sends nothing more. Returns whether it was written.
 */
export async function mailNewLead(
  db: Firestore,
  id: string,
  lead: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  if (!isSiteLead(lead)) return false;
  const mail = newLeadMail({
    to: business.email,
    lead: { ...(lead as Omit<NewLead, 'id'>), id },
    siteUrl: business.siteUrl,
    businessName: business.productName,
  });
  try {
    await db
      .collection(MAIL)
      .doc(newLeadMailId(id))
      .create({ ...mail, kind: 'newLead', leadId: id, createdAt: now.toISOString(), expireAt: mailExpireAt(now) });
    return true;
  } catch (error) {
    if (isAlreadyThere(error)) return false;
    throw error;
  }
}
