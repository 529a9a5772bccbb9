import { useEffect, useState } from 'react';
import { ShareButtons } from '@/features/blog';
import { logError } from '@/lib/log';
import { button } from '@/ui/button';

interface Props {
  title: string;
  /** A line about the boat for the email body and the share sheet. */
  summary: string;
  /** The listing's public address (the canonical link). */
  url: string;
}

/** Whether the phone offers its share sheet: read after hydration (the build's HTML never has it). */
function useShareSheet(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(typeof navigator.share === 'function'), []);
  return available;
}

/**
 * WhatsApp, Email and Copy Link as on posts, plus the phone's own share sheet where there is one. Loaded when the
 * visitor scrolls near (BoatShareSlot).
 */
export default function BoatShare({ title, summary, url }: Props) {
  const shareSheet = useShareSheet();
  const openShareSheet = async () => {
    try {
      await navigator.share({ title, text: summary, url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
      logError('share', error);
    }
  };
  return (
    <ShareButtons
      heading="Share this boat"
      title={title}
      excerpt={summary}
      url={url}
      copiedMessage="Boat listing link copied to clipboard"
    >
      {shareSheet ? (
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => void openShareSheet()}
        >
          Share via…
        </button>
      ) : null}
    </ShareButtons>
  );
}
