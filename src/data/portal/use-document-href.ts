import { useEffect, useState } from 'react';
import type { Caller } from '../caller';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import { logError } from '@/lib/log';
import { online$ } from '../network/online';
import { documentHref, type DocumentUnavailable } from './document-href';

export type DocumentLinkState =
  { status: 'loading' } | { status: 'ready'; href: string } | { status: 'unavailable'; reason: DocumentUnavailable };

/**
 * The address that opens a listing's document for the signed-in caller (document-href.ts); looked up again when the
 * document changes (uploaded, made private) and when the device comes back online (a stored document needs the network).
 */
export function useDocumentHref(
  caller: Caller,
  boatId: string,
  doc: Pick<ListingDocument, 'id' | 'url' | 'visibility'>,
): DocumentLinkState {
  const [state, setState] = useState<DocumentLinkState>({ status: 'loading' });
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const sub = online$().subscribe(setOnline);
    return () => sub.unsubscribe();
  }, []);
  const { uid, role } = caller;
  const { id, url, visibility } = doc;
  useEffect(() => {
    let active = true;
    documentHref(boatId, { id, url })
      .then((found) => {
        if (active)
          setState(
            'href' in found
              ? { status: 'ready', href: found.href }
              : { status: 'unavailable', reason: found.unavailable },
          );
      })
      .catch((error: unknown) => {
        // A dropped connection, or the rules refused.
        logError('document link', error);
        if (active) setState({ status: 'unavailable', reason: online ? 'not readable' : 'offline' });
      });
    return () => {
      active = false;
    };
  }, [uid, role, boatId, id, url, visibility, online]);
  return state;
}
