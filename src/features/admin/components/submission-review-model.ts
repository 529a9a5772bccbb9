import type { Submission, SubmissionPhoto } from '@harbour/domain/schemas/submission';
import type { Particulars } from '@harbour/domain/schemas/particulars';
import type { UnitSystem } from '@harbour/domain/boats/boat-units';
import { specificationGroups } from '@harbour/domain/boats/specification-groups';
import { parseAskingPrice } from '@harbour/domain/boats/boat-price';
import { parseLengthFeet } from '@harbour/domain/boats/boat-units';
import { listingTypeFor } from '@harbour/domain/boats/boat-types';
import { isPendingPhoto } from '@/data/portal/photo-rules';
import { formatLength, formatUsd } from '@harbour/domain/format';
import { SELL_CONDITION_LABELS, type SellCondition } from '@harbour/domain/forms/sell-form-schema';
import { checklistSummary, publishChecklist } from '@/features/admin-listings';
import { draftFromSubmission, ReviewRefusedError } from '../model/approve';

/** A value the owner typed and what the listing would read from it ('189k' cannot be read as dollars). */
export interface ReadValue {
  typed: string;
  /** The value as the listing shows it, or null when it cannot be read. */
  read: string | null;
}

export interface ReviewPhoto {
  id: string;
  /** null while the photo exists only on the owner's device. */
  url: string | null;
}

export type ApprovalPreview =
  { possible: true; warnings: string[]; needs: string } | { possible: false; reason: string };

/** The id the preview's draft gets: never written anywhere. */
const PREVIEW_ID = 'approval-preview';

/** Pure: the owner's photos in display order; one not uploaded yet (no URL, or a pending one) has no url. */
export function reviewPhotos(photos: readonly SubmissionPhoto[]): ReviewPhoto[] {
  return [...photos]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((p) => ({ id: p.id, url: p.url && !isPendingPhoto(p.url) ? p.url : null }));
}

export function askingPrice(typed: string): ReadValue {
  const amount = parseAskingPrice(typed);
  return { typed, read: amount === null ? null : formatUsd(amount) };
}

export function lengthFeet(typed: string): ReadValue {
  const feet = parseLengthFeet(typed);
  return { typed, read: feet === null ? null : formatLength(feet) };
}

/** The sell form's condition key in words; an unknown key is shown as it is. */
export function conditionLabel(key: string): string {
  return Object.hasOwn(SELL_CONDITION_LABELS, key) ? SELL_CONDITION_LABELS[key as SellCondition] : key;
}

export const boatTypeLabel = listingTypeFor;

/**
 * Pure: what approving would produce, computed with the same function the approval runs, on a draft that is never
 * written: the approval's warnings and what the draft would still need before publishing, or why approval is refused.
 */
export function approvalPreview(
  submission: Pick<Submission, 'status' | 'userId' | 'submissionData' | 'photos' | 'particulars'>,
  now: Date,
): ApprovalPreview {
  try {
    const draft = draftFromSubmission(submission, PREVIEW_ID, now);
    return { possible: true, warnings: draft.warnings, needs: checklistSummary(publishChecklist(draft.boat)) };
  } catch (error) {
    if (error instanceof ReviewRefusedError) return { possible: false, reason: error.message };
    throw error;
  }
}

/** Pure: the owner's structured specifications as the boat page would list them (the overview rows left out). */
export function ownerSpecificationRows(
  particulars: Particulars,
  units: UnitSystem,
): { label: string; value: string }[] {
  const overview = new Set(['Length', 'Year', 'Location']);
  return specificationGroups({ length: 0, year: 0, location: '', specifications: {}, particulars }, units)
    .flatMap((g) => g.rows)
    .filter((r) => !overview.has(r.label));
}
