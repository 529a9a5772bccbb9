import { memo, type ComponentType } from 'react';
import type { Boat } from '@harbour/domain/schemas/boat';
import { loadWhenNear, NearPart } from './near-part';

type Props = { boat: Boat };

/** The id of the place the walkthrough video goes: the browser loads its code when it comes near the screen. */
const PLACE = 'boat-walkthrough-part';

// As the specifications (specifications-part.tsx): the build renders the video's poster into the page's HTML; in the
// browser its code (the providers' links, the poster, the player) loads when the visitor scrolls near, and React keeps
// the build's HTML (a Suspense boundary not yet hydrated) until then. Off the first load (src/lib/budgets.ts).
const Walkthrough: ComponentType<Props> = import.meta.env.SSR
  ? (await import('./walkthrough-video')).WalkthroughVideo
  : loadWhenNear(PLACE, async () => (await import('./walkthrough-video')).WalkthroughVideo);

/** What the video shows of a boat: its link and its title (the frame's name). */
const shownOf = (b: Boat) => JSON.stringify([b.videoUrl, b.year, b.make, b.model]);

/**
 * The boat's walkthrough video, deferred; a boat without a video link loads nothing. Memoised on what it shows: an
 * update reaching the boundary before its code has loaded would make React drop the build's HTML for the fallback.
 */
export const WalkthroughPart = memo(
  function WalkthroughPart({ boat }: Props) {
    if (!boat.videoUrl) return null;
    return (
      <NearPart place={PLACE} name="walkthrough video">
        <Walkthrough boat={boat} />
      </NearPart>
    );
  },
  (before, after) => shownOf(before.boat) === shownOf(after.boat),
);
