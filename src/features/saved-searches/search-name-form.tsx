import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { Field, controlStyle } from '@/ui/form-field';
import type { SearchOutcome } from '@/data/saved/saved-searches';

interface Props {
  /** The form's accessible name ('Save this search', 'Rename {name}'). */
  title: string;
  initialName: string;
  submitLabel: string;
  /** Saves the name; a refusal's message is shown under the field (the name is checked there: nothing is written). */
  onSubmit: (name: string) => Promise<SearchOutcome>;
  onDone: () => void;
}

const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });

/** A saved search's name, typed: for "Save this search" on /boats and Rename on /saved. */
export function SearchNameForm({ title, initialName, submitLabel, onSubmit, onDone }: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    const outcome = await onSubmit(name);
    setBusy(false);
    if (outcome.ok) onDone();
    else setError(outcome.message);
  }
  return (
    <form
      aria-label={title}
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label="Name of this search" error={error ?? undefined}>
        {(control) => (
          <input
            {...control}
            className={controlStyle}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            autoComplete="off"
            enterKeyHint="done"
          />
        )}
      </Field>
      <div className={actions}>
        <button type="submit" className={button({ size: 'sm' })} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
