import { css } from 'styled-system/css';
import type { DocumentVisibility, ListingDocument } from '@harbour/domain/schemas/boat';
import { DOCUMENT_KIND_LABELS, documentSizeLabel } from '@harbour/domain/boats/document-labels';

/** Who may see a document, as the portals say it. */
export const VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  public: 'Public',
  private: 'Private: owner and brokers only',
};

const tag = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'gray.100',
  color: 'gray.800',
  '&[data-visibility=public]': { bg: 'green.100', color: 'green.900' },
});

/** A document's kind, size and who may see it, on one wrapping line. */
export function DocumentFacts({ doc }: { doc: Pick<ListingDocument, 'kind' | 'size' | 'visibility'> }) {
  return (
    <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
      <span className={css({ color: 'muted' })}>
        {DOCUMENT_KIND_LABELS[doc.kind]} · PDF, {documentSizeLabel(doc.size)}
      </span>
      <span className={tag} data-visibility={doc.visibility} data-testid="document-visibility">
        {VISIBILITY_LABELS[doc.visibility]}
      </span>
    </span>
  );
}
