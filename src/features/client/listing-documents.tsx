import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { DocumentFacts, DocumentOpenLink } from '@/features/listing-documents';
import { useOwnerDocuments } from './api/owner-documents';
import { cardStyle } from './portal-ui';

/**
 * My Listings: the documents of the owner's boats (survey, brochure, registration), the private ones too; each opens
 * its PDF. Shown only when a boat has one.
 */
export function OwnerListingDocuments({ caller }: { caller: Caller }) {
  const result = useOwnerDocuments(caller);
  const groups = result.data ?? [];
  if (!groups.length) return null;
  return (
    <section className={cardStyle} aria-labelledby="owner-documents-heading" data-testid="owner-documents">
      <h2 id="owner-documents-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '1' })}>
        Documents
      </h2>
      <p className={css({ fontSize: 'sm', color: 'muted', mb: '3' })}>
        What our brokers keep on your boats. Public ones are also on the boat’s page; private ones only you and the
        brokers can open.
      </p>
      <div className={css({ display: 'grid', gap: '4' })}>
        {groups.map((g) => (
          <div key={g.boatId}>
            <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{g.title}</h3>
            <ul
              aria-label={`Documents of ${g.title}`}
              className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '3' })}
            >
              {g.documents.map((doc) => (
                <li key={doc.id} className={css({ display: 'grid', gap: '1' })} data-testid="owner-document">
                  <DocumentOpenLink caller={caller} boatId={g.boatId} doc={doc} />
                  <DocumentFacts doc={doc} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
