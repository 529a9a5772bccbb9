import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { useHydrated } from '@/ui/use-hydrated';
import { walkthroughPlayer, type WalkthroughPlayer } from '../model/walkthrough-video';

const frame = css({ position: 'relative', w: 'full', aspectRatio: '16 / 9', rounded: 'xl', overflow: 'hidden' });
const fill = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', border: '0' });
const poster = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  p: '4',
  // The site's sea gradient (home hero, charter and contact pages).
  background: 'linear-gradient(135deg, #0a1f37 0%, #163d69 60%, #0f7b87 100%)',
  color: 'white',
  textAlign: 'center',
  cursor: 'pointer',
  _disabled: { cursor: 'default' },
  // Inside the frame, whose rounded corners clip the site's usual outline outside the control.
  _focusVisible: { outlineOffset: '-4px', outlineColor: 'white' },
});

/**
 * A listing's walkthrough video. Until the visitor presses play it is a poster drawn here (no thumbnail, no script,
 * no request to YouTube or Vimeo); the press puts the provider's privacy-enhanced player in its place.
 */
export function WalkthroughVideo({ boat }: { boat: Boat }) {
  const player = walkthroughPlayer(boat.videoUrl, boatTitle(boat));
  if (!player) return null;
  return (
    <section aria-labelledby="boat-video">
      <h2 id="boat-video" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
        Walkthrough Video
      </h2>
      {/* Keyed: another video (a live update of the listing) starts again from its poster. */}
      <Player key={player.embedUrl} player={player} />
    </section>
  );
}

function Player({ player }: { player: WalkthroughPlayer }) {
  const [playing, setPlaying] = useState(false);
  // A press before the app runs would do nothing: the poster waits (see useHydrated).
  const hydrated = useHydrated();
  const iframe = useRef<HTMLIFrameElement>(null);
  // The poster's button is gone: keyboard focus goes on to the player that replaced it.
  useEffect(() => {
    if (playing) iframe.current?.focus();
  }, [playing]);
  return (
    <div className={frame} data-testid="walkthrough-video">
      {playing ? (
        <iframe
          ref={iframe}
          src={player.embedUrl}
          title={player.frameTitle}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          // Created by the press, in view: nothing to defer.
          loading="eager"
          // YouTube's player refuses to play without the page's origin; the path stays here.
          referrerPolicy="strict-origin-when-cross-origin"
          className={fill}
        />
      ) : (
        <button type="button" className={`${fill} ${poster}`} disabled={!hydrated} onClick={() => setPlaying(true)}>
          <svg aria-hidden="true" width="64" height="64" viewBox="0 0 64 64">
            <circle cx="32" cy="32" r="31" fill="white" />
            <path d="M26 20v24l19-12z" fill="#0a1f37" />
          </svg>
          <span className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Play walkthrough video</span>{' '}
          <span className={css({ fontSize: 'sm', opacity: 0.9 })}>on {player.providerName}</span>
        </button>
      )}
    </div>
  );
}
