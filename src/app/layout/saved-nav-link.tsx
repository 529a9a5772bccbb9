import { useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { savedCountHint, subscribeSavedCountHint } from '@/data/saved/saved-count-hint';
import { HeartIcon } from '@/ui/heart-icon';

const noCount = () => 0;

/** How many boats are saved on this device, for the header on every page (saved-count-hint.ts: no database). */
function useSavedCount(): number {
  return useSyncExternalStore(subscribeSavedCountHint, savedCountHint, noCount);
}

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '11',
  px: '2',
  rounded: 'md',
  textDecoration: 'none',
  fontWeight: 'medium',
  '@media (hover: hover)': { _hover: { bg: 'whiteAlpha.200' } },
  '&[data-status=active]': { color: 'sea.400' },
});
// On a phone the header holds the brand, this and the menu: the word is for screen readers there.
const word = css({ srOnly: { base: true, md: false } });
// A small badge: 20 px tall, whatever the header's height (a bare lineHeight '5' is five lines, a 60 px capsule).
const count = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '5',
  minW: '5',
  px: '1.5',
  rounded: 'full',
  bg: 'sea.400',
  color: 'navy.900',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: '1',
});
const srOnly = css({ srOnly: true });

/**
 * The navigation's Saved link, with how many boats are saved on this device (shown once the device has answered). Part
 * of the app's header, on every page: it reads the count's hint, not the shortlist (src/features/saved), whose hearts
 * and compare tray would come with it.
 */
export function SavedNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const saved = useSavedCount();
  return (
    <Link to="/saved" className={link} onClick={onNavigate} data-testid="saved-nav-link">
      <HeartIcon filled={!!saved} size={20} />
      <span className={word}>Saved</span>
      {saved ? (
        <span className={count} data-testid="saved-count">
          {saved}
          <span className={srOnly}> {saved === 1 ? 'boat' : 'boats'}</span>
        </span>
      ) : null}
    </Link>
  );
}
