import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { DOCUMENT_KINDS, MAX_LISTING_DOCUMENTS } from '@harbour/domain/schemas/boat';
import { DOCUMENT_KIND_LABELS } from '@harbour/domain/boats/document-labels';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { button } from '@/ui/button';
import { Field, SelectField, TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { VISIBILITY_LABELS } from '@/features/listing-documents';
import { addListingDocument } from './api/listing-documents';
import {
  DOCUMENT_TITLE_MAX,
  emptyDocumentDetails,
  titleFromFileName,
  type DocumentDetailsValues,
  type DocumentErrors,
} from './model/listing-documents';
import { errorText } from './styles';

const VISIBILITY_OPTIONS = [
  { value: 'private', label: VISIBILITY_LABELS.private },
  { value: 'public', label: 'Public: listed on the boat’s page' },
];

/**
 * Adds a PDF to the listing: the file, its title (suggested from the file name), its kind and who may see it. The
 * action checks everything (a PDF by its first bytes, 20 MB, 10 documents) and writes nothing when it refuses; the
 * form keeps what was typed and says why under each field.
 */
export function ListingDocumentForm({ caller, boatId, count }: { caller: Caller; boatId: string; count: number }) {
  const [values, setValues] = useState<DocumentDetailsValues>(emptyDocumentDetails);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const [saving, setSaving] = useState(false);
  // A new key empties the file input after an add (its value cannot be set).
  const [fileInputKey, setFileInputKey] = useState(0);
  const full = count >= MAX_LISTING_DOCUMENTS;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const r = await addListingDocument(caller, boatId, values, file);
      if (!r.ok) {
        setErrors(r.errors);
        notify('Error', r.firstError, 'error');
        return;
      }
      setErrors({});
      setValues(emptyDocumentDetails());
      setFile(null);
      setFileInputKey((k) => k + 1);
      notify(`“${r.value.title}” added`, 'It is kept on this device until it has uploaded.');
    } catch (error) {
      logError('add listing document', error);
      notify('Error', userMessageForWriteError(error) ?? 'The document could not be added.', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="add-document-heading"
      className={css({ display: 'grid', gap: '3', borderTopWidth: '1px', borderColor: 'border', pt: '4' })}
      data-testid="add-document-form"
    >
      <h3 id="add-document-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: 0 })}>
        Add a document
      </h3>
      {full ? (
        <p className={errorText}>
          This listing has {MAX_LISTING_DOCUMENTS} documents, the most it can have. Remove one to add another.
        </p>
      ) : null}
      <Field label="PDF file" error={errors.file} hint="A PDF of at most 20 MB." required>
        {(control) => (
          <input
            key={fileInputKey}
            {...control}
            type="file"
            accept="application/pdf,.pdf"
            className={css({ fontSize: 'sm', minH: '11' })}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              setFile(picked);
              if (picked && !values.title.trim()) setValues({ ...values, title: titleFromFileName(picked.name) });
            }}
          />
        )}
      </Field>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' } })}>
        <TextField
          label="Title"
          required
          value={values.title}
          maxLength={DOCUMENT_TITLE_MAX}
          error={errors.title}
          onChange={(e) => setValues({ ...values, title: e.target.value })}
        />
        <SelectField
          label="Kind"
          required
          placeholder="Choose a kind"
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] }))}
          value={values.kind}
          error={errors.kind}
          onChange={(e) => setValues({ ...values, kind: e.target.value })}
        />
        <SelectField
          label="Who may see it"
          required
          placeholder="Choose who may see it"
          options={VISIBILITY_OPTIONS}
          value={values.visibility}
          error={errors.visibility}
          onChange={(e) => setValues({ ...values, visibility: e.target.value })}
        />
      </div>
      <div>
        <button
          type="submit"
          className={button({ variant: 'default', size: 'md' })}
          disabled={saving || full}
          aria-busy={saving}
        >
          Add document
        </button>
      </div>
    </form>
  );
}
