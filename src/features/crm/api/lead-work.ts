import type { Caller } from '@/data/caller';
import {
  addLeadByHand,
  type HandLead,
  addFollowUp,
  addLeadNote,
  assignLead,
  completeFollowUp,
  LeadChangeRefusedError,
  logLeadReply,
  setLeadSourceAndTags,
} from '@/data/leads/lead-actions';
import type { LeadSource } from '@harbour/domain/schemas/lead';
import type { ReplyChannel } from '@harbour/domain/leads/lead-activity';
import { logError } from '@/lib/log';
import { openPortal } from '@/data/portal/portal-client';

/** What a broker's action on a lead came to: done, or the message to show (nothing was written then). */
export type LeadWorkOutcome = { ok: true } | { ok: false; message: string };

/** The admin's replica (opened once per session): the actions open it themselves, their callers hold no database. */
const adminDb = async (caller: Caller) => (await openPortal(caller)).db;

const NOT_SAVED = 'This could not be saved on this device. Please try again.';

async function attempt(what: string, run: () => Promise<unknown>): Promise<LeadWorkOutcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    if (error instanceof LeadChangeRefusedError) return { ok: false, message: error.message };
    logError(what, error);
    return { ok: false, message: NOT_SAVED };
  }
}

/** The lead's work, as the lead panel does it: each writes to the admin's replica (synced when online) and returns. */
export const leadWork = {
  note: (caller: Caller, id: string, text: string) =>
    attempt('lead note', async () => addLeadNote(await adminDb(caller), id, text, caller.uid)),
  reply: (caller: Caller, id: string, channel: ReplyChannel) =>
    attempt('lead reply', async () => logLeadReply(await adminDb(caller), id, channel, null, caller.uid)),
  followUp: (caller: Caller, id: string, text: string, dueAt: string) =>
    attempt('lead follow-up', async () => addFollowUp(await adminDb(caller), id, text, dueAt, caller.uid)),
  done: (caller: Caller, id: string, taskId: string) =>
    attempt('lead follow-up done', async () => completeFollowUp(await adminDb(caller), id, taskId)),
  assign: (caller: Caller, id: string, to: string | null) =>
    attempt('lead assign', async () => assignLead(await adminDb(caller), id, to)),
  sourceAndTags: (caller: Caller, id: string, source: LeadSource, tags: string) =>
    attempt('lead source and tags', async () => setLeadSourceAndTags(await adminDb(caller), id, source, tags)),
  addByHand: (caller: Caller, lead: HandLead) =>
    attempt('lead added by hand', async () => addLeadByHand(await adminDb(caller), lead, caller.uid)),
};
