import { afterEach, describe, expect, it } from 'vitest';
import { openTestPublicDatabase, storedLeads } from '@/data/test-storage';
import type { PublicDatabase } from '@/data/public/public-database';
import { submitContactMessage, toContactLead } from './submit-contact-message';
import type { ContactMessage } from './contact-form-schema';

const message: ContactMessage = {
  name: 'Marcus Knowles',
  email: 'marcus@example.com',
  phone: '+1 242 555 0123',
  subject: 'Charter next month',
  message: 'We would like a full day charter for 8 guests.',
};

const opened: PublicDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

describe('contact message as a lead', () => {
  it('maps name, email, phone and message, with the subject in details', () => {
    expect(toContactLead(message)).toEqual({
      inquiryType: 'contact',
      name: 'Marcus Knowles',
      email: 'marcus@example.com',
      phone: '+1 242 555 0123',
      message: 'We would like a full day charter for 8 guests.',
      details: { subject: 'Charter next month' },
    });
  });

  it('stores it in the device database as a new contact lead', async () => {
    const db = await openTestPublicDatabase();
    opened.push(db);
    await submitContactMessage(message, async () => db);
    const [lead] = await storedLeads(db);
    expect(lead?.inquiryType).toBe('contact');
    expect(lead?.status).toBe('new');
    expect(lead?.boatId).toBeNull();
    expect(lead?.details).toEqual({ subject: 'Charter next month' });
  });

  it('rejects when storing fails', async () => {
    await expect(submitContactMessage(message, () => Promise.reject(new Error('closed')))).rejects.toThrow('closed');
  });
});
