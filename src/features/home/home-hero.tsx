import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { imageSources } from '@harbour/domain/image-sources';
import { button } from '@/ui/button';
import { readHeroMotionPreferences, REDUCED_MOTION_QUERY, shouldAutoplayHero } from './hero-autoplay';

export const HERO_VIDEO = { webm: '/media/video/hero.webm', mp4: '/media/video/hero.mp4' } as const;
export const HERO_POSTER = '/media/video/hero-poster-960.webp';

const cover = css({ position: 'absolute', inset: 0, w: 'full', h: 'full', objectFit: 'cover' });

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const autoplayWanted = () => shouldAutoplayHero(readHeroMotionPreferences());
/** The build's rendered home page (src/app/prerender) starts without it; hydration then switches it on. */
const notDuringPrerender = () => false;

/** Follows prefers-reduced-motion live; save-data is read on each check (it has no change event everywhere). */
function useHeroAutoplay(): boolean {
  return useSyncExternalStore(subscribeToMotionPreference, autoplayWanted, notDuringPrerender);
}

export function HomeHero() {
  const autoplay = useHeroAutoplay();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const poster = imageSources(HERO_POSTER);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; browsers need it before they allow autoplay.
    video.muted = true;
    video.defaultMuted = true;
    if (autoplay) {
      video.play().catch(() => setPlaying(false));
    } else {
      video.pause();
      setPlaying(false);
    }
  }, [autoplay]);

  return (
    <section
      aria-labelledby="hero-title"
      className={css({
        position: 'relative',
        overflow: 'hidden',
        color: 'white',
        bg: 'navy.900',
        minH: 'calc(100svh - 4rem)',
        display: 'flex',
        alignItems: 'center',
        background: 'linear-gradient(135deg, #0a1f37 0%, #163d69 55%, #0f7b87 100%)',
      })}
    >
      {/* The poster, responsive through srcset; it stays when the video does not play. */}
      <img
        src={poster.src}
        srcSet={poster.srcSet}
        sizes="100vw"
        alt=""
        fetchPriority="high"
        decoding="async"
        className={cover}
        onError={(e) => {
          e.currentTarget.style.display = 'none';
        }}
      />
      <video
        ref={videoRef}
        data-testid="hero-video"
        aria-hidden="true"
        tabIndex={-1}
        muted
        playsInline
        loop
        autoPlay={autoplay}
        preload={autoplay ? 'auto' : 'none'}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={cx(cover, css({ transition: 'opacity 600ms ease', pointerEvents: 'none' }))}
        style={{ opacity: playing ? 1 : 0 }}
      >
        <source src={HERO_VIDEO.webm} type="video/webm" />
        <source src={HERO_VIDEO.mp4} type="video/mp4" />
      </video>
      <div
        aria-hidden="true"
        className={css({
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(10,31,55,0.55) 0%, rgba(10,31,55,0.35) 45%, rgba(10,31,55,0.88) 100%)',
        })}
      />

      <div
        className={css({
          position: 'relative',
          maxW: '7xl',
          mx: 'auto',
          px: '4',
          py: { base: '16', md: '24' },
          w: 'full',
        })}
      >
        <p
          className={css({
            textTransform: 'uppercase',
            letterSpacing: 'widest',
            fontSize: 'sm',
            fontWeight: 'semibold',
            color: 'sea.400',
            mb: '4',
          })}
        >
          {business.productName} · {business.address.locality}
        </p>
        <h1
          id="hero-title"
          className={css({
            fontSize: { base: '4xl', md: '6xl' },
            fontWeight: 'bold',
            maxW: '3xl',
            textShadow: '0 2px 12px rgba(0,0,0,0.35)',
          })}
        >
          Premier Yacht Brokerage in The Bahamas
        </h1>
        <p className={css({ fontSize: { base: 'xl', md: '2xl' }, mt: '4', color: 'gray.100', maxW: '2xl' })}>
          Luxury Listings. Seamless Sales.
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })}>
          <Link to="/boats" className={button({ variant: 'hero', size: 'lg' })}>
            View Inventory
          </Link>
          <Link
            to="/contact"
            className={css(button.raw({ variant: 'outline', size: 'lg' }), {
              bg: 'whiteAlpha.200',
              color: 'white',
              borderColor: 'whiteAlpha.700',
              backdropFilter: 'blur(4px)',
              _hover: { bg: 'whiteAlpha.300' },
            })}
          >
            Contact Us
          </Link>
        </div>
        <ul
          aria-label="Why clients choose us"
          className={css({
            listStyle: 'none',
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: { base: '6', md: '12' },
            mt: { base: '12', md: '16' },
          })}
        >
          {business.claims.map((claim) => (
            <li
              key={claim}
              className={css({
                fontFamily: 'heading',
                fontSize: { base: 'lg', md: 'xl' },
                fontWeight: 'semibold',
                borderLeftWidth: '3px',
                borderColor: 'sea.400',
                pl: '3',
              })}
            >
              {claim}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
