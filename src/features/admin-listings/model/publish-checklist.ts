import type { Boat } from '@harbour/domain/schemas/boat';
import { MIN_DESCRIPTION } from './listing-form';

/** The parts of the listing page a checklist item (or a save error) sends the admin to. */
export type EditorSection =
  'price' | 'location' | 'description' | 'status' | 'features' | 'specifications' | 'details' | 'media' | 'video';

export type ChecklistItemId = 'features' | 'price' | 'length' | 'photos' | 'description';

export interface ChecklistItem {
  id: ChecklistItemId;
  /** What is missing, in a short sentence. */
  message: string;
  section: EditorSection;
}

type Checked = Pick<Boat, 'features' | 'price' | 'length' | 'images' | 'description'>;

/**
 * Pure: what stops this listing from going on the market, in the editor's order (an approved submission's draft
 * starts without features, and with a price or length of 0 when the owner's text could not be read). An empty
 * list means nothing does.
 */
export function publishChecklist(boat: Checked): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  if (!(boat.price > 0)) items.push({ id: 'price', message: 'The price is not set ($0).', section: 'price' });
  if (boat.description.trim().length < MIN_DESCRIPTION)
    items.push({
      id: 'description',
      message: `The description is shorter than ${MIN_DESCRIPTION} characters.`,
      section: 'description',
    });
  if (!boat.features.some((f) => f.trim() !== ''))
    items.push({ id: 'features', message: 'No key feature yet: at least one is required.', section: 'features' });
  if (!(boat.length > 0))
    items.push({
      id: 'length',
      message: 'The length is not set (0 ft).',
      section: 'details',
    });
  if (boat.images.length === 0) items.push({ id: 'photos', message: 'No photo yet.', section: 'media' });
  return items;
}

/** Whether the checklist is shown: only for a listing that is not on the market yet. */
export function showsChecklist(boat: Pick<Boat, 'status'>): boolean {
  return boat.status === 'draft' || boat.status === 'pending_review';
}

/** The toast's sentence after an approval: what the new draft still needs, or that it is ready. */
export function checklistSummary(items: readonly ChecklistItem[]): string {
  if (!items.length) return 'It has everything it needs to be published.';
  const labels: Record<ChecklistItemId, string> = {
    features: 'a key feature',
    price: 'a price',
    length: 'a length',
    photos: 'a photo',
    description: `a description of at least ${MIN_DESCRIPTION} characters`,
  };
  const parts = items.map((i) => labels[i.id]);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Before publishing it needs ${list}.`;
}

/** The first section (in page order) holding one of these save errors: where focus goes after a refused save. */
const ERROR_SECTIONS: Array<[string, EditorSection]> = [
  ['make', 'details'],
  ['model', 'details'],
  ['year', 'details'],
  ['length', 'details'],
  ['type', 'details'],
  ['condition', 'details'],
  ['price', 'price'],
  ['location', 'location'],
  ['priceOnRequest', 'price'],
  ['description', 'description'],
  ['status', 'status'],
  ['showAsSold', 'status'],
  ['features', 'features'],
  ['particulars.', 'specifications'],
  ['imageCount', 'media'],
  ['videoUrl', 'video'],
];
export function firstErrorSection(errors: Partial<Record<string, string>>): EditorSection | null {
  // A key ending in '.' stands for a group: the structured specifications' errors are `particulars.{field}`.
  const errored = (key: string) =>
    key.endsWith('.')
      ? Object.entries(errors).some(([k, message]) => k.startsWith(key) && message !== undefined)
      : errors[key] !== undefined;
  return ERROR_SECTIONS.find(([key]) => errored(key))?.[1] ?? null;
}
