import { forwardRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { logError } from '@/lib/log';
import { emailShareUrl, whatsAppShareUrl } from './share-links';
import { useHydrated } from '@/ui/use-hydrated';

interface Props {
  title: string;
  excerpt: string;
  url: string;
  /** The section's heading (posts: 'Share this article'). */
  heading?: string;
  /** The toast after Copy Link (posts: 'Blog post link copied to clipboard'). */
  copiedMessage?: string;
  /** More ways to share, after Copy Link (the boat page: the phone's share sheet). */
  children?: ReactNode;
}

export async function copyPostLink(url: string, copiedMessage = 'Blog post link copied to clipboard'): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard not available');
    await navigator.clipboard.writeText(url);
    notify('Link Copied', copiedMessage);
  } catch (error) {
    logError('copy link', error);
    notify('Error', `Could not copy the link. Please copy it from the address bar: ${url}`, 'error');
  }
}

/** WhatsApp, Email and Copy Link. The section is the Share button's fallback target where navigator.share is missing. */
export const ShareButtons = forwardRef<HTMLElement, Props>(function ShareButtons(
  { title, excerpt, url, heading = 'Share this article', copiedMessage, children },
  ref,
) {
  const small = button({ variant: 'outline', size: 'sm' });
  const hydrated = useHydrated();
  return (
    <section
      ref={ref}
      id="share"
      tabIndex={-1}
      aria-labelledby="share-heading"
      className={css({ borderTopWidth: '1px', borderColor: 'border', pt: '6', mt: '10', outline: 'none' })}
    >
      <h2 id="share-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3', fontFamily: 'body' })}>
        {heading}
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <a className={small} href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        <a className={small} href={emailShareUrl(title, excerpt, url)}>
          Email
        </a>
        <button
          type="button"
          className={small}
          disabled={!hydrated}
          onClick={() => void copyPostLink(url, copiedMessage)}
        >
          Copy Link
        </button>
        {children}
      </div>
    </section>
  );
});
