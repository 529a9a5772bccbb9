import { css } from 'styled-system/css';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import { DOCUMENT_KIND_LABELS, documentSizeLabel } from '@harbour/domain/boats/document-labels';

/** Only the site's own paths and web addresses become links (the public copy is data from the server). */
const isWebAddress = (url: string) => /^(https?:\/\/|\/(?!\/))/.test(url);

/**
 * The boat's public documents (a brochure, a spec sheet): each opens its PDF in a new tab. Only shown when the public
 * copy lists one; it holds no private or not-yet-uploaded document (public-listing.ts).
 */
export function BoatDocuments({ documents }: { documents: ListingDocument[] }) {
  const shown = documents.filter((d) => isWebAddress(d.url));
  if (!shown.length) return null;
  return (
    <section aria-labelledby="boat-documents">
      <h2 id="boat-documents" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
        Documents
      </h2>
      <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {shown.map((d) => (
          <li key={d.id} className={css({ p: '3', bg: 'gray.50', rounded: 'md' })} data-testid="boat-document">
            <a
              href={d.url}
              target="_blank"
              rel="noopener"
              className={css({ fontWeight: 'semibold', color: 'navy.700', textDecoration: 'underline' })}
            >
              {d.title}
            </a>
            <span className={css({ display: 'block', fontSize: 'sm', color: 'muted' })}>
              {DOCUMENT_KIND_LABELS[d.kind]} · PDF, {documentSizeLabel(d.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
