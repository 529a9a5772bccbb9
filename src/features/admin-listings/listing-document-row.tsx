import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { ListingDocument } from '@harbour/domain/schemas/boat';
import { isPendingPhoto } from '@/data/portal/photo-rules';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { DocumentFacts, DocumentOpenLink } from '@/features/listing-documents';
import { removeListingDocument, renameListingDocument, setListingDocumentVisibility } from './api/listing-documents';
import { DOCUMENT_TITLE_MAX, type DocumentResult } from './model/listing-documents';

export interface UploadView {
  progress: number;
  lastError: string | null;
}

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

/**
 * One document of the listing: open it, rename it, make it public or private, remove it (after a confirmation: the
 * file goes for everyone). Each change is saved at once; a refused one says why and changes nothing.
 */
export function ListingDocumentRow({
  caller,
  boatId,
  doc,
  upload,
}: {
  caller: Caller;
  boatId: string;
  doc: ListingDocument;
  upload: UploadView | undefined;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [title, setTitle] = useState(doc.title);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  /** Runs one saved change; true when it was written. */
  async function save(what: string, run: () => Promise<DocumentResult<ListingDocument>>): Promise<boolean> {
    setBusy(true);
    try {
      const r = await run();
      if (!r.ok) {
        setTitleError(r.errors.title);
        notify('Error', r.firstError, 'error');
        return false;
      }
      return true;
    } catch (error) {
      logError(what, error);
      notify('Error', userMessageForWriteError(error) ?? 'The change could not be saved.', 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function rename(e: FormEvent) {
    e.preventDefault();
    if (await save('rename document', () => renameListingDocument(caller, boatId, doc.id, title))) {
      setMode('view');
      setTitleError(undefined);
    }
  }

  const other = doc.visibility === 'public' ? 'private' : 'public';
  return (
    <li
      className={css({ display: 'grid', gap: '2', py: '3', borderTopWidth: '1px', borderColor: 'border' })}
      data-testid="admin-document"
      data-document-id={doc.id}
    >
      <div className={css({ display: 'grid', gap: '1' })}>
        <DocumentOpenLink caller={caller} boatId={boatId} doc={doc} />
        <DocumentFacts doc={doc} />
        {isPendingPhoto(doc.url) ? (
          <p className={css({ fontSize: 'sm', color: upload?.lastError ? 'red.700' : 'muted', m: 0 })} role="status">
            {upload?.lastError
              ? 'Upload failed, will retry. The file is kept on this device.'
              : `Waiting to upload${upload?.progress ? ` (${Math.round(upload.progress * 100)}%)` : ''}`}
          </p>
        ) : null}
      </div>
      {mode === 'rename' ? (
        <form onSubmit={(e) => void rename(e)} noValidate className={css({ display: 'grid', gap: '2' })}>
          <TextField
            label="New title"
            value={title}
            maxLength={DOCUMENT_TITLE_MAX}
            error={titleError}
            autoFocus
            onChange={(e) => setTitle(e.target.value)}
          />
          <div className={actions}>
            <button type="submit" className={button({ variant: 'default', size: 'md' })} disabled={busy}>
              Save title
            </button>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'md' })}
              onClick={() => {
                setMode('view');
                setTitle(doc.title);
                setTitleError(undefined);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : mode === 'remove' ? (
        <div className={css({ display: 'grid', gap: '2' })} role="group" aria-label={`Remove ${doc.title}`}>
          <p className={css({ m: 0, fontSize: 'sm' })}>
            Remove “{doc.title}” from the listing? Its file is deleted for everyone.
          </p>
          <div className={actions}>
            <button
              type="button"
              className={button({ variant: 'destructive', size: 'md' })}
              disabled={busy}
              onClick={() =>
                void save('remove document', () => removeListingDocument(caller, boatId, doc.id)).then(
                  (done) => done && notify(`“${doc.title}” removed`),
                )
              }
            >
              Remove document
            </button>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'md' })}
              onClick={() => setMode('view')}
            >
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className={actions}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'md' })}
            aria-label={`Rename ${doc.title}`}
            onClick={() => {
              setTitle(doc.title);
              setMode('rename');
            }}
          >
            Rename
          </button>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'md' })}
            aria-label={`Make ${doc.title} ${other}`}
            disabled={busy}
            onClick={() =>
              void save('document visibility', () => setListingDocumentVisibility(caller, boatId, doc.id, other))
            }
          >
            Make {other}
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'md' })}
            aria-label={`Remove ${doc.title}`}
            onClick={() => setMode('remove')}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
