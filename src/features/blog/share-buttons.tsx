import { forwardRef } from 'react';
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
}

export async function copyPostLink(url: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard not available');
    await navigator.clipboard.writeText(url);
    notify('Link Copied', 'Blog post link copied to clipboard');
  } catch (error) {
    logError('copy link', error);
    notify('Error', `Could not copy the link. Please copy it from the address bar: ${url}`, 'error');
  }
}

/** WhatsApp, Email and Copy Link. The section is the Share button's fallback target where navigator.share is missing. */
export const ShareButtons = forwardRef<HTMLElement, Props>(function ShareButtons({ title, excerpt, url }, ref) {
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
        Share this article
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <a className={small} href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        <a className={small} href={emailShareUrl(title, excerpt, url)}>
          Email
        </a>
        <button type="button" className={small} disabled={!hydrated} onClick={() => void copyPostLink(url)}>
          Copy Link
        </button>
      </div>
    </section>
  );
});
