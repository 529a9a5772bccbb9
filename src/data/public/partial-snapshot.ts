import type { Boat } from '@harbour/domain/schemas/boat';

// A rendered page carries only what its first screen shows (src/app/prerender/page-snapshot.ts chooses it), not the
// whole public data: at 5,000 listed boats the whole of it was 1.85 MB gzip in every /boats page. This is that part
// of the data and the one rule of which question it answers. Pure, no imports but types: the page's start reads it.

/** What a list's first screen needs besides its boats: the numbers the count line says, and the type filter's choices. */
export interface PartialList {
  /** The list query the boats were chosen for (the /boats search, listQueryKey in features/boats: '' is the plain list). */
  query: string;
  /** How many boats the query finds; the snapshot's boats are the first of them, in the list's order. */
  matches: number;
  /** How many boats the query searched ("of N boats"). */
  listed: number;
  /** The boat types among them, in the type filter's order (its choices besides 'All Types'). */
  types: string[];
}

/** Which question the page's data was chosen for: one boat (a boat page), or one list query's first screen (/boats). */
export interface PartialScope {
  /** The boat page of this id: its boat is the snapshot's only one, or there is none (the boat is not listed). */
  boat?: string;
  list?: PartialList;
}

/**
 * The public data a rendered page carries in `<script id="public-snapshot">` when it needs only part of it. It answers
 * only the question it was chosen for (answersQuestion); any other query waits for the whole data.
 */
export interface PartialSnapshot {
  boats: Boat[];
  partial: PartialScope;
}

/** What a live query asks of a partial snapshot (use-live-query.ts). */
export type PartialQuestion = { boat: string } | { list: string };

export const isPartialSnapshot = (value: object): value is PartialSnapshot => 'partial' in value;

/**
 * Pure: whether the partial snapshot was chosen for this question: the same list query, or the same boat. A boat it
 * carries is that boat's whole public copy, so it answers that boat's page too (a tap on a first-screen card opens the
 * boat at once); a boat it does not carry is never answered (it would say "not found") unless the snapshot was chosen
 * for that boat's page. Nothing else is answered from it (a list of 24 boats is not "every boat", nor another query's).
 */
export function answersQuestion(snapshot: PartialSnapshot, question: PartialQuestion): boolean {
  const { boat, list } = snapshot.partial;
  if ('boat' in question)
    return (boat !== undefined && boat === question.boat) || snapshot.boats.some((b) => b.id === question.boat);
  return list !== undefined && list.query === question.list;
}

/** A stable text for a question (a hook's dependency). */
export const questionKey = (question: PartialQuestion): string =>
  'boat' in question ? `boat:${question.boat}` : `list:${question.list}`;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isEntryList = (value: unknown): value is { id: string }[] =>
  Array.isArray(value) &&
  value.every(
    (e) => typeof e === 'object' && e !== null && !Array.isArray(e) && typeof (e as { id?: unknown }).id === 'string',
  );

function parseList(value: unknown): PartialList | null {
  if (typeof value !== 'object' || value === null) return null;
  const { query, matches, listed, types } = value as Record<string, unknown>;
  if (typeof query !== 'string' || !isCount(matches) || !isCount(listed)) return null;
  if (!Array.isArray(types) || !types.every((t) => typeof t === 'string')) return null;
  return { query, matches, listed, types: types as string[] };
}

/**
 * Pure: a partial snapshot as a page carries it, or null when it is not one. As loose as the whole snapshot's check
 * (the boats are the server's own projection documents) but strict on the scope, which decides what it answers.
 */
export function parsePartialSnapshot(body: unknown): PartialSnapshot | null {
  if (typeof body !== 'object' || body === null) return null;
  const { boats, partial } = body as { boats?: unknown; partial?: unknown };
  if (!isEntryList(boats) || typeof partial !== 'object' || partial === null || Array.isArray(partial)) return null;
  const { boat, list } = partial as { boat?: unknown; list?: unknown };
  const scope: PartialScope = {};
  if (boat !== undefined) {
    if (typeof boat !== 'string') return null;
    scope.boat = boat;
  }
  if (list !== undefined) {
    const parsed = parseList(list);
    if (!parsed) return null;
    scope.list = parsed;
  }
  return { boats: boats as Boat[], partial: scope };
}
