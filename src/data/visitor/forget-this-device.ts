import { forgetVisitor, unsentVisitorRecords } from './retention';
import { setSavedCountHint } from '../saved/saved-count-hint';
import { setRecentlyViewedHint } from '../saved/recently-viewed-hint';
import { SAVED_SEARCHES_HINT_KEY } from '../saved/saved-searches-hint-key';

/** Pure: what the visitor is asked when leads typed on this device have not been sent yet. */
export function unsentLeadsQuestion(count: number): string {
  const them = count === 1 ? 'it' : 'them';
  const what = count === 1 ? '1 message has' : `${count} messages have`;
  return `${what} not been sent yet. Delete ${them} too? Cancel keeps ${them} until ${count === 1 ? 'it is' : 'they are'} sent.`;
}

export const FORGET_QUESTION =
  'Forget this device? The messages you sent from it, the pages you viewed and the boats you saved will no longer be kept on it.';

/**
 * The visitor's "Forget this device": asks, then removes what this device keeps of its visitor (visitor/retention.ts).
 * A message not sent yet goes only if the visitor says so. Returns whether anything was done.
 */
export async function forgetThisDevice(ask: (question: string) => boolean): Promise<boolean> {
  if (!ask(FORGET_QUESTION)) return false;
  const { visitorDatabaseNow } = await import('../public/load-public-database');
  const db = await visitorDatabaseNow();
  const { leads } = await unsentVisitorRecords(db);
  await forgetVisitor(db, { unsentToo: leads > 0 && ask(unsentLeadsQuestion(leads)) });
  setSavedCountHint(0);
  setRecentlyViewedHint([]);
  await forgetSavedSearchesHint();
  return true;
}

/**
 * The saved searches' hint, through its module (loaded here, not with the page: /boats is the one page that reads it)
 * so that a page following it hears. Where that code cannot load (offline before the service worker had it), nothing
 * on this page follows the hint: removing the stored value is all there is to do, and the forgetting still succeeds.
 */
async function forgetSavedSearchesHint(): Promise<void> {
  try {
    (await import('../saved/saved-searches-hint')).setSavedSearchesHint([]);
  } catch {
    try {
      globalThis.localStorage?.removeItem(SAVED_SEARCHES_HINT_KEY);
    } catch {
      // Storage refused: there is nothing stored to forget.
    }
  }
}
