import { memo, type ComponentType } from 'react';
import type { Boat } from '@harbour/domain/schemas/boat';
import { loadWhenNear, NearPart } from './near-part';

type Props = { boat: Boat };

/** The id of the place the specifications go: the browser loads their code when it comes near the screen. */
const PLACE = 'boat-specifications-part';

// The build and the preview function render the specifications into the page's HTML (imported at once there). In the
// browser their code (grouping, labels, the ft/m switch) loads only when the visitor scrolls near: until then React
// keeps the build's HTML as it is (a Suspense boundary not yet hydrated), so the page looks the same and stays off
// the first load (src/lib/budgets.ts, docs/PERFORMANCE.md).
const Specifications: ComponentType<Props> = import.meta.env.SSR
  ? (await import('./boat-specifications')).BoatSpecifications
  : loadWhenNear(PLACE, async () => (await import('./boat-specifications')).BoatSpecifications);

/** What the specifications show of a boat: a new copy of the same boat (the database taking over) changes nothing. */
const shownOf = (b: Boat) => JSON.stringify([b.length, b.year, b.location, b.specifications, b.particulars]);

/**
 * The boat's specifications, deferred. Memoised on what they show: an update reaching the boundary before its code has
 * loaded would make React drop the build's HTML for the (empty) fallback.
 */
export const SpecificationsPart = memo(
  function SpecificationsPart({ boat }: Props) {
    return (
      <NearPart place={PLACE} name="specifications">
        <Specifications boat={boat} />
      </NearPart>
    );
  },
  (before, after) => shownOf(before.boat) === shownOf(after.boat),
);
