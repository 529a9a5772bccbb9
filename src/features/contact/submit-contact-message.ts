import type { LeadInput } from '@/data/leads/save-lead';
import type { VisitorDatabase } from '@/data/public/public-database';
import { visitorDatabaseNow } from '@/data/public/load-public-database';
import type { ContactMessage } from './contact-form-schema';

/** Pure: a validated contact message as a lead of type 'contact' (the subject goes to details). */
export function toContactLead(message: ContactMessage): LeadInput {
  return {
    inquiryType: 'contact',
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
    details: { subject: message.subject },
  };
}

/** Stores the message on the device (works offline); the sync layer delivers it. Throws if it could not be stored. */
export async function submitContactMessage(
  message: ContactMessage,
  openDb: () => Promise<VisitorDatabase> = visitorDatabaseNow,
): Promise<void> {
  const [db, { saveLead }] = await Promise.all([openDb(), import('@/data/leads/save-lead')]);
  await saveLead(db, toContactLead(message));
}
