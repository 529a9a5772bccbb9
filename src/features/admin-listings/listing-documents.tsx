import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { MAX_LISTING_DOCUMENTS, type ListingDocument } from '@harbour/domain/schemas/boat';
import { usePendingUploads } from '@/data/portal/use-photos';
import { ListingDocumentForm } from './listing-document-form';
import { ListingDocumentRow } from './listing-document-row';
import { card, sectionTitle } from './styles';

/**
 * Documents of a listing on its admin page (survey, brochure, registration): PDFs the admin adds, each public (listed
 * on the boat's page) or private (the owner and the brokers). Saved at once, apart from the listing editor; offline
 * too: a new PDF waits on this device and uploads when the connection is back.
 */
export function ListingDocuments({
  caller,
  boatId,
  documents,
}: {
  caller: Caller;
  boatId: string;
  documents: ListingDocument[];
}) {
  const uploads = usePendingUploads(caller);
  const progress = new Map((uploads.data ?? []).map((u) => [u.id, u]));
  return (
    <section className={card} aria-labelledby="documents-heading" data-testid="listing-documents">
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          gap: '2',
        })}
      >
        <h2 id="documents-heading" className={sectionTitle}>
          Documents
        </h2>
        <p className={css({ fontSize: 'sm', color: 'muted', m: 0 })} data-testid="document-count">
          {documents.length} / {MAX_LISTING_DOCUMENTS} documents
        </p>
      </div>
      <p className={css({ fontSize: 'sm', color: 'muted', m: 0 })}>
        A public document is listed on the boat’s page; a private one only the owner and the brokers can open.
      </p>
      {documents.length ? (
        <ul aria-label="Listing documents" className={css({ listStyle: 'none', p: 0, m: 0 })}>
          {documents.map((doc) => (
            <ListingDocumentRow key={doc.id} caller={caller} boatId={boatId} doc={doc} upload={progress.get(doc.id)} />
          ))}
        </ul>
      ) : (
        <p className={css({ m: 0 })}>No documents yet.</p>
      )}
      <ListingDocumentForm caller={caller} boatId={boatId} count={documents.length} />
    </section>
  );
}
