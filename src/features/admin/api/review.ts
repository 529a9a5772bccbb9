import type { Caller } from '@/data/caller';
import { openPortal } from '@/data/portal/portal-client';
import * as stored from '../actions';

/**
 * The dashboard's review actions, bound to the signed-in admin: each opens the admin's replica itself
 * (opened once per session) and writes it through actions.ts, so the tabs that call them hold no database.
 */

const replica = async (caller: Caller) => (await openPortal(caller)).db;

/** Approve: a draft listing pre-filled from the submission, owned by its client (actions.ts). */
export async function approveSubmission(
  caller: Caller,
  submissionId: string,
  opts: { now?: Date } = {},
): Promise<stored.ApprovalResult> {
  return stored.approveSubmission(await replica(caller), submissionId, opts);
}

/** Needs Changes, with the note the owner sees (actions.ts). */
export async function requestChanges(caller: Caller, submissionId: string, note: string): Promise<void> {
  return stored.requestChanges(await replica(caller), submissionId, note);
}

/** Reject, after the admin confirmed (actions.ts). */
export async function rejectSubmission(caller: Caller, submissionId: string): Promise<void> {
  return stored.rejectSubmission(await replica(caller), submissionId);
}
