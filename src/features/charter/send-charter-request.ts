import type { VisitorDatabase } from '@/data/public/public-database';
import { visitorDatabaseNow } from '@/data/public/load-public-database';
import { toCharterLead, type CharterRequestInput } from './model/charter-request-form';

const loadSaveLead = () => import('@/data/leads/save-lead');

/**
 * Loads the code that stores a request while the form is open and the signal is there: on a beach the send may come
 * after the signal went, and a chunk asked for offline fails (the service worker holds it only once installed).
 */
export function prepareCharterRequest(): void {
  void loadSaveLead().catch(() => undefined);
}

/** #33: stores the request on the device (works offline); the outbox delivers it. Throws if it could not be stored. */
export async function sendCharterRequest(
  input: CharterRequestInput,
  openDb: () => Promise<VisitorDatabase> = visitorDatabaseNow,
): Promise<void> {
  const [db, { saveLead }] = await Promise.all([openDb(), loadSaveLead()]);
  await saveLead(db, toCharterLead(input));
}
