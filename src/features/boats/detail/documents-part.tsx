import { memo, type ComponentType } from 'react';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import { loadWhenNear, NearPart } from './near-part';

type Props = { documents: ListingDocument[] };

/** The id of the place the documents go: the browser loads their code when it comes near the screen. */
const PLACE = 'boat-documents-part';

// As the specifications (specifications-part.tsx): in the build's HTML at once, their code (the list, the kinds'
// labels, sizes) loaded in the browser when the visitor scrolls near. Off the first load (src/lib/budgets.ts).
const Documents: ComponentType<Props> = import.meta.env.SSR
  ? (await import('./boat-documents')).BoatDocuments
  : loadWhenNear(PLACE, async () => (await import('./boat-documents')).BoatDocuments);

/**
 * The boat's public documents, deferred; a boat without any loads nothing. Memoised on what they show: an update
 * reaching the boundary before their code has loaded would make React drop the build's HTML for the fallback.
 */
export const DocumentsPart = memo(
  function DocumentsPart({ documents }: Props) {
    if (!documents.length) return null;
    return (
      <NearPart place={PLACE} name="documents">
        <Documents documents={documents} />
      </NearPart>
    );
  },
  (before, after) => JSON.stringify(before.documents) === JSON.stringify(after.documents),
);
