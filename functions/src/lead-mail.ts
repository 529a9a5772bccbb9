import type { Firestore } from 'firebase-admin/firestore';
import { business } from '@harbour/domain/business';
import {
  isSiteLead,
  leadMailsHeldId,
  leadMailsHeldMail,
  newLeadMail,
  newLeadMailId,
  type NewLead,
} from '@harbour/domain/leads/lead-mail';
import { MAIL, mailExpireAt } from './mail';

/**
 * The most new-lead emails the brokerage's address gets in one clock hour (UTC) (#32 N8). The per-visitor and
 * per-address limits on leads (lead-tickets.ts) hold one sender; many addresses at once could still bury the inbox and
 * spend the mail service's quota. A busy hour of the brokerage's real leads is a handful.
 */
export const NEW_LEAD_MAILS_PER_HOUR = 20;
/** leadMailHours/{YYYY-MM-DDTHH}: { sent, held, expireAt } (TTL policy): the hour's new-lead emails and held leads. */
export const LEAD_MAIL_HOURS = 'leadMailHours';
const HOUR_KEEP_MS = 2 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * - mailed: the lead's email was written;
 * - held: the hour's emails had reached NEW_LEAD_MAILS_PER_HOUR, so none (the lead is stored all the same; the first
 *   held lead of the hour writes the one notice that says so);
 * - none: not news to the brokerage (a lead a broker added), or its email was written before (a retried trigger).
 */
export type LeadMailOutcome = 'mailed' | 'held' | 'none';

/**
 * A new lead from the site: one email to the brokerage's address in the Trigger Email format (#18 "Know at once"),
 * while the hour's emails are under NEW_LEAD_MAILS_PER_HOUR. Past that, the first lead held writes one notice for the
 * hour instead (the brokerage learns that more leads are waiting in the Leads tab) and later ones write nothing. One
 * transaction reads the hour's count and the lead's email, so concurrent triggers never pass the ceiling, and a
 * retried trigger sends nothing more. The lead itself is already stored: nothing here can lose it.
 */
export async function mailNewLead(
  db: Firestore,
  id: string,
  lead: Record<string, unknown>,
  now: Date,
): Promise<LeadMailOutcome> {
  if (!isSiteLead(lead)) return 'none';
  const hour = now.toISOString().slice(0, 13);
  const mailRef = db.collection(MAIL).doc(newLeadMailId(id));
  const hourRef = db.collection(LEAD_MAIL_HOURS).doc(hour);
  return db.runTransaction(async (tx) => {
    const [already, counts] = await Promise.all([tx.get(mailRef), tx.get(hourRef)]);
    if (already.exists) return 'none';
    const sent = Number(counts.data()?.sent ?? 0) || 0;
    const held = Number(counts.data()?.held ?? 0) || 0;
    const written = { createdAt: now.toISOString(), expireAt: mailExpireAt(now) };
    const expireAt = new Date(now.getTime() + HOUR_KEEP_MS);
    if (sent < NEW_LEAD_MAILS_PER_HOUR) {
      const mail = newLeadMail({
        to: business.email,
        lead: { ...(lead as Omit<NewLead, 'id'>), id },
        siteUrl: business.siteUrl,
        businessName: business.productName,
      });
      tx.create(mailRef, { ...mail, kind: 'newLead', leadId: id, ...written });
      tx.set(hourRef, { sent: sent + 1, held, expireAt });
      return 'mailed';
    }
    if (held === 0) {
      const notice = leadMailsHeldMail({
        to: business.email,
        hourStart: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS),
        sent,
        siteUrl: business.siteUrl,
        businessName: business.productName,
      });
      tx.create(db.collection(MAIL).doc(leadMailsHeldId(hour)), { ...notice, kind: 'newLeadsHeld', hour, ...written });
    }
    tx.set(hourRef, { sent, held: held + 1, expireAt });
    return 'held';
  });
}
