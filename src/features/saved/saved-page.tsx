import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PageMeta } from '@/ui/page-meta';
import { Photo } from '@/ui/photo';
import { Badge } from '@/ui/badge';
import { button } from '@/ui/button';
import { useNow } from '@/ui/use-now';
import { useUnits } from '@/ui/use-units';
import { imageSources } from '@harbour/domain/image-sources';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { boatLengthLabel } from '@harbour/domain/boats/boat-units';
import type { ShortlistEntry } from '@/data/saved/shortlist';
import { keepShortlistOfflineUntilDone, useAvailableOffline, useShortlist } from './api/saved-boats';
import { RemoveSavedButton } from './remove-saved-button';
import { HeartIcon } from '@/ui/heart-icon';
import { CompareToggle } from './compare-toggle';
import { CompareTray } from './compare-tray';
import { SavedSearchesSection } from '@/features/saved-searches';
import { ApproxPriceSlot } from '@/ui/approx-price-slot';
import { RatesNote } from '@/ui/currency-switch';

const container = css({ maxW: '6xl', mx: 'auto', px: '4', py: { base: '8', md: '12' } });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '6',
  listStyle: 'none',
  p: '0',
  m: '0',
});
const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'white',
  rounded: 'xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  shadow: 'sm',
  h: 'full',
  '&[data-available=false] img': { filter: 'grayscale(1)' },
});
const media = css({ aspectRatio: '4 / 3', bg: 'gray.100' });
const fill = css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1' });
const actions = css({ display: 'flex', gap: '2', mt: 'auto', pt: '2', flexWrap: 'wrap' });
const muted = css({ color: 'muted', fontSize: 'sm', m: '0' });

export function SavedPage() {
  const now = useNow();
  const entries = useShortlist(now);
  const latest = useRef(entries);
  latest.current = entries;
  const topUp = useRef<(() => void) | null>(null);
  useEffect(() => () => topUp.current?.(), []);
  // Opening the shortlist tops up the photos of its boats (a broker may have added some since), and tries again while
  // the page is open if one did not download.
  useEffect(() => {
    if (!entries || topUp.current || entries.length === 0) return;
    topUp.current = keepShortlistOfflineUntilDone(() => latest.current ?? []);
  }, [entries]);
  return (
    <>
      <PageMeta
        title="Saved Boats"
        description="The boats you saved on this device, ready to compare and to look at again with no connection."
        path="/saved"
        noindex
      />
      <div className={container}>
        <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', m: '0' })}>Saved Boats</h1>
        <p className={css({ color: 'muted', mt: '2', mb: '8', maxW: '2xl' })}>
          Saved on this device, photos included: they open here even with no signal at the dock.
        </p>
        {entries === null ? (
          <p aria-busy="true" className={muted}>
            Loading your saved boats…
          </p>
        ) : entries.length === 0 ? (
          <EmptyShortlist />
        ) : (
          <ul className={grid} aria-label="Saved boats">
            {entries.map((entry) => (
              <li key={entry.boatId}>
                <SavedBoat entry={entry} />
              </li>
            ))}
          </ul>
        )}
        <RatesNote className={css({ mt: '3' })} />
        <SavedSearchesSection />
        <CompareTray />
      </div>
    </>
  );
}

function EmptyShortlist() {
  return (
    <div
      className={css({ p: '8', rounded: 'xl', bg: 'sand.50', borderWidth: '1px', borderColor: 'border' })}
      data-testid="saved-empty"
    >
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>No saved boats yet.</p>
      <p className={css({ mt: '2', mb: '5', display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })}>
        Tap the heart
        <HeartIcon filled={false} size={18} />
        on any boat to save it here. Its photos are kept on this device too.
      </p>
      <p className={css({ mt: '0', mb: '5' })}>
        Looking for something particular? Choose filters on Boats For Sale and tap “Save this search”: your saved
        searches are listed below, with what is new since you last looked.
      </p>
      <Link to="/boats" className={button({ variant: 'default' })}>
        Browse Boats For Sale
      </Link>
    </div>
  );
}

function SavedBoat({ entry }: { entry: ShortlistEntry }) {
  const [units] = useUnits();
  const offline = useAvailableOffline(entry.available ? entry.boat : null);
  const shown = entry.boat ?? entry.saved;
  const imageUrl = entry.boat
    ? (entry.boat.images.find((i) => i.isPrimary) ?? entry.boat.images[0])?.url
    : entry.saved.imageUrl;
  const sources = imageUrl ? imageSources(imageUrl) : null;
  const title = entry.saved.title;
  return (
    <article className={card} data-testid="saved-boat" data-available={entry.available}>
      <div className={media}>
        {sources ? (
          <Photo
            src={sources.src}
            srcSet={sources.srcSet}
            sizes={sources.srcSet ? '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' : undefined}
            width={960}
            height={720}
            alt={title}
            loading="lazy"
            decoding="async"
            className={fill}
          />
        ) : null}
      </div>
      <div className={body}>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', m: '0' })}>{title}</h2>
        <p className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.700', m: '0' })}>
          {boatPriceLabel(shown)}
          {shown.priceOnRequest ? null : <ApproxPriceSlot usd={shown.price} />}
        </p>
        <p className={muted}>{boatLengthLabel(shown, units)}</p>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {!entry.available ? (
            <Badge tone="grey" testId="saved-unavailable">
              No longer available
            </Badge>
          ) : entry.boat?.status === 'under_offer' ? (
            <Badge tone="orange">Under Offer</Badge>
          ) : null}
          {entry.available && offline ? (
            <Badge tone="green" testId="saved-offline">
              Available offline
            </Badge>
          ) : null}
        </div>
        <div className={actions}>
          {entry.boat ? (
            <Link to="/boats/$boatId" params={{ boatId: entry.boatId }} className={button({ variant: 'default' })}>
              View Details<span className={css({ srOnly: true })}> of {title}</span>
            </Link>
          ) : null}
          <RemoveSavedButton boatId={entry.boatId} title={title} />
        </div>
        {entry.available ? <CompareToggle boatId={entry.boatId} title={title} /> : null}
      </div>
    </article>
  );
}
