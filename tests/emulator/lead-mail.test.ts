import { beforeAll, describe, expect, it } from 'vitest';
import { handleInquiryWrite, type WriteEvent } from '../../functions/src/triggers';
import { MAIL } from '../../functions/src/mail';
import { LEAD_MAIL_HOURS, mailNewLead, NEW_LEAD_MAILS_PER_HOUR } from '../../functions/src/lead-mail';
import { leadMailsHeldId } from '@harbour/domain/leads/lead-mail';
import { business } from '@harbour/domain/business';
import { directFirestore } from './admin-sdk';

// #18 "Know at once": each new lead from the site writes one email to the brokerage's address in the Trigger Email
// format (functions/src/lead-mail.ts), run here as the inquiries trigger would run it.
type Firestore = Parameters<typeof handleInquiryWrite>[0];
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const NOW = new Date('2026-11-27T09:00:00.000Z');

async function writeLead(id: string, data: Record<string, unknown>): Promise<WriteEvent> {
  const ref = db.collection('inquiries').doc(id);
  const before = await ref.get();
  await ref.set(data, { merge: true });
  const event: WriteEvent = { id, eventId: unique('evt'), before, after: await ref.get(), now: NOW };
  await handleInquiryWrite(db, event);
  return event;
}

const lead = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  boatId: null,
  boatTitle: '2021 Contender 39 ST',
  name: 'Dana Rolle',
  email: 'dana@example.com',
  phone: '+1 242 555 0101',
  message: 'Is she still for sale?',
  inquiryType: 'boat',
  status: 'new',
  details: {},
  createdAt: '2026-11-27T08:59:00.000Z',
  updatedAt: '2026-11-27T08:59:00.000Z',
  ...over,
});

async function mailsAbout(leadId: string) {
  const found = await db.collection(MAIL).where('leadId', '==', leadId).get();
  return found.docs.map(
    (d) =>
      d.data() as {
        to: string;
        kind: string;
        expireAt: { toDate(): Date };
        message: { subject: string; text: string };
      },
  );
}

describe('the brokerage hears of each new lead by email', () => {
  it('one mail document to the brokerage: the kind and boat in the subject, the message and a link to the lead', async () => {
    const id = unique('lead');
    const event = await writeLead(id, lead(id));
    const [mail, ...more] = await mailsAbout(id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: business.email, kind: 'newLead' });
    expect(mail!.message.subject).toBe('New boat inquiry: 2021 Contender 39 ST from Dana Rolle');
    expect(mail!.message.text).toContain('Is she still for sale?');
    // N14: the visitor's message is deleted with the mail document by the TTL policy, 30 days on.
    expect(mail!.expireAt.toDate().toISOString()).toBe('2026-12-27T09:00:00.000Z');
    expect(mail!.message.text).toContain(`${business.siteUrl}/admin/dashboard?tab=leads`);
    // A retried trigger, and the later status change, send nothing more.
    await handleInquiryWrite(db, { ...event, eventId: unique('evt') });
    await writeLead(id, { status: 'contacted' });
    expect(await mailsAbout(id)).toHaveLength(1);
  });

  it('a lead a broker added (boat show, phone) sends none', async () => {
    const id = unique('lead');
    await writeLead(id, lead(id, { source: 'boat-show' }));
    expect(await mailsAbout(id)).toEqual([]);
  });
});

describe('finding N8: a ceiling on new-lead emails to the brokerage an hour', () => {
  /** An hour no other test (or earlier run against the same emulator) writes leads in. */
  const freshHour = () =>
    new Date(Date.UTC(2030, 0, 1) + Math.floor(Math.random() * 200_000) * 3_600_000 + 17 * 60_000);

  it(`${NEW_LEAD_MAILS_PER_HOUR + 6} leads at once: ${NEW_LEAD_MAILS_PER_HOUR} emails, every lead stored, one notice for the rest`, async () => {
    const now = freshHour();
    const hour = now.toISOString().slice(0, 13);
    const ids = Array.from({ length: NEW_LEAD_MAILS_PER_HOUR + 6 }, () => unique('flood'));
    // Each lead as the inquiries trigger gets it, all at once (one trigger instance each).
    await Promise.all(ids.map((id) => db.collection('inquiries').doc(id).set(lead(id))));
    const outcomes = await Promise.all(ids.map((id) => mailNewLead(db, id, lead(id), now)));
    expect(outcomes.filter((o) => o === 'mailed')).toHaveLength(NEW_LEAD_MAILS_PER_HOUR);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(6);
    const mailed = (await Promise.all(ids.map(mailsAbout))).flat();
    expect(mailed).toHaveLength(NEW_LEAD_MAILS_PER_HOUR);
    // Nothing is lost: every lead is stored.
    const stored = await Promise.all(ids.map((id) => db.collection('inquiries').doc(id).get()));
    expect(stored.every((s) => s.exists)).toBe(true);
    // The brokerage learns once that the next leads wait in the Leads tab.
    const notices = await db.collection(MAIL).where('hour', '==', hour).get();
    expect(notices.docs.map((d) => d.id)).toEqual([leadMailsHeldId(hour)]);
    expect(notices.docs[0]!.data()).toMatchObject({ to: business.email, kind: 'newLeadsHeld' });
    expect(notices.docs[0]!.get('message.subject')).toContain(`${NEW_LEAD_MAILS_PER_HOUR} new leads since`);
    expect((await db.collection(LEAD_MAIL_HOURS).doc(hour).get()).data()).toMatchObject({
      sent: NEW_LEAD_MAILS_PER_HOUR,
      held: 6,
    });
    // A retried trigger of a mailed lead sends nothing more; the next hour emails again.
    expect(await mailNewLead(db, ids[0]!, lead(ids[0]!), now)).not.toBe('mailed');
    const next = new Date(now.getTime() + 3_600_000);
    const late = unique('flood');
    expect(await mailNewLead(db, late, lead(late), next)).toBe('mailed');
    expect(await mailsAbout(late)).toHaveLength(1);
  });
});
