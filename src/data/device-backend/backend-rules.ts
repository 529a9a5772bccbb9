import type { PortalCollectionName } from './backend-db';

/**
 * Who may read and write what in device-only mode: the same rules firestore.rules enforces on the real
 * backend, as pure functions. The device backend applies them to every pull and push.
 */
export interface Caller {
  uid: string;
  role: 'admin' | 'client';
}

type Doc = Record<string, unknown>;

export function canRead(caller: Caller, collection: PortalCollectionName, doc: Doc): boolean {
  if (caller.role === 'admin') return true;
  switch (collection) {
    case 'boats':
      return doc.createdBy === caller.uid;
    case 'submissions':
      return doc.userId === caller.uid;
    case 'inquiries':
      return doc.boatOwnerId === caller.uid;
    case 'profiles':
      return doc.id === caller.uid;
    case 'viewCounts':
      return doc.ownerId === caller.uid;
    default:
      return false;
  }
}

const SUBMISSION_OWNER_FIELDS = ['submissionData', 'photos', 'status', 'updatedAt'];

function changedKeys(before: Doc, after: Doc): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** null = allowed; otherwise the reason, as the server would say it. */
export function writeRefusal(caller: Caller, collection: PortalCollectionName, before: Doc | null, after: Doc, deleting: boolean): string | null {
  if (collection === 'viewCounts') return 'View counts are kept by the server only.';
  if (caller.role === 'admin') return null;
  switch (collection) {
    case 'submissions': {
      if (deleting) return 'Only the team can remove a submission.';
      if (after.userId !== caller.uid) return 'A submission can only be made for your own account.';
      if (!before) return after.status === 'pending' && after.reviewNote === null && after.boatId === null ? null : 'A new submission must be pending review.';
      if (before.userId !== caller.uid) return 'This submission belongs to another account.';
      if (before.status !== 'needs_changes') return 'A submission can only be edited while changes are requested.';
      if (after.status !== 'pending') return 'An edited submission goes back to pending review.';
      const extra = changedKeys(before, after).filter((k) => !SUBMISSION_OWNER_FIELDS.includes(k));
      return extra.length ? `You cannot change ${extra.join(', ')}.` : null;
    }
    case 'profiles': {
      if (deleting) return 'A profile cannot be removed here.';
      if (after.id !== caller.uid || (before && before.id !== caller.uid)) return 'You can only edit your own profile.';
      if ('role' in after) return 'The role is not part of a profile.';
      return null;
    }
    default:
      return 'Only the team can change this.';
  }
}
