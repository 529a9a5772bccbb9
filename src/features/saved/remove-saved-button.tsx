import { useState } from 'react';
import { button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { removeSaved } from './api/saved-boats';

/** Takes a boat off the shortlist from /saved, also one that is no longer on the market (no public copy). */
export function RemoveSavedButton({ boatId, title }: { boatId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const outcome = await removeSaved(boatId);
    setBusy(false);
    if (!outcome.ok) notify(outcome.message, undefined, 'error');
  }
  return (
    <button
      type="button"
      className={button({ variant: 'outline' })}
      onClick={() => void remove()}
      disabled={busy}
      aria-label={`Remove ${title} from saved`}
    >
      Remove
    </button>
  );
}
