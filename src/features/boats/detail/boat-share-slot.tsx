import { lazy } from 'react';
import { LoadWhenNear } from './load-when-near';

const BoatShare = lazy(() => import('./boat-share'));

/** The id the summary's Share link jumps to. */
export const SHARE_ANCHOR = 'share-this-boat';

/** Where the share buttons go (end of the listing); loaded once the visitor scrolls near or follows Share. */
export function BoatShareSlot(props: { title: string; summary: string; url: string }) {
  return (
    <LoadWhenNear id={SHARE_ANCHOR}>
      <BoatShare {...props} />
    </LoadWhenNear>
  );
}
