import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import { useDocumentHref } from '@/data/portal/use-document-href';
import type { DocumentUnavailable } from '@/data/portal/document-href';

/** What the title says when the PDF cannot be opened now. */
const UNAVAILABLE: Record<DocumentUnavailable, string> = {
  'not uploaded': 'opens once uploaded',
  offline: 'opens when online',
  'not readable': 'cannot be opened',
};

const link = css({ color: 'navy.700', fontWeight: 'semibold', textDecoration: 'underline', overflowWrap: 'anywhere' });

/**
 * A document's title as a link that opens the PDF in a new tab, with the signed-in caller's rights (a private one is
 * the admins' and the owner's). While the address is not known, or cannot be had now, the title is plain text and
 * says why.
 */
export function DocumentOpenLink({
  caller,
  boatId,
  doc,
  children,
}: {
  caller: Caller;
  boatId: string;
  doc: Pick<ListingDocument, 'id' | 'url' | 'title' | 'visibility'>;
  children?: ReactNode;
}) {
  const state = useDocumentHref(caller, boatId, doc);
  const label = children ?? doc.title;
  if (state.status === 'ready')
    return (
      <a href={state.href} target="_blank" rel="noopener noreferrer" className={link} data-testid="document-link">
        {label}
      </a>
    );
  return (
    <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
      {label}
      {state.status === 'unavailable' ? (
        <span className={css({ fontWeight: 'normal', fontSize: 'sm', color: 'muted' })}>
          {' '}
          ({UNAVAILABLE[state.reason]})
        </span>
      ) : null}
    </span>
  );
}
