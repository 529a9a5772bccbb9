import { beforeAll, describe, expect, it } from 'vitest';
import { handleInquiryWrite, type WriteEvent } from '../../functions/src/triggers';
import { MAIL } from '../../functions/src/mail';
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
