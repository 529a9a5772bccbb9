import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { HAND_SOURCES, type HandLead } from '@/data/leads/lead-actions';
import { button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { AdminDialog } from '@/features/admin/kit';
import { leadWork } from './api/lead-work';

const SOURCE_LABEL: Record<HandLead['source'], string> = {
  'boat-show': 'Boat show',
  phone: 'Phone call',
  'walk-in': 'Walk-in',
  other: 'Other',
};
const EMPTY: HandLead = {
  name: '',
  phone: '',
  email: '',
  boatId: null,
  boatTitle: null,
  note: '',
  source: 'boat-show',
};

/**
 * Boat-show mode (#18): a lead met away from the site, added from the phone in a few taps. It is kept on the device
 * at once (offline too: the list marks it waiting to sync) and the form empties for the next person; a refused one
 * keeps everything typed and says why.
 */
export function AddLeadButton({
  caller,
  boats,
}: {
  caller: Caller;
  boats: ReadonlyArray<{ id: string; title: string }>;
}) {
  const [open, setOpen] = useState(false);
  const [lead, setLead] = useState<HandLead>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof HandLead>(key: K, value: HandLead[K]) => setLead((l) => ({ ...l, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const outcome = await leadWork.addByHand(caller, lead);
    setSaving(false);
    if (!outcome.ok) return setError(outcome.message);
    setError(null);
    notify('Lead added', `${lead.name.trim()} is in Leads.`);
    setLead({ ...EMPTY, source: lead.source });
    setOpen(false);
  }

  return (
    <>
      <button type="button" className={button({ size: 'sm' })} onClick={() => setOpen(true)}>
        Add lead
      </button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="Add Lead"
        description="Someone you met at a boat show, on the phone or at the dock. Works offline."
        footer={
          <>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" form="add-lead" className={button({ size: 'sm' })} disabled={saving}>
              Save lead
            </button>
          </>
        }
      >
        <form
          id="add-lead"
          aria-label="Add lead"
          className={css({ display: 'grid', gap: '3' })}
          onSubmit={(e) => void submit(e)}
        >
          {error ? (
            <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
              {error}
            </p>
          ) : null}
          <TextField label="Name" required value={lead.name} onChange={(e) => set('name', e.target.value)} />
          <TextField label="Phone" type="tel" value={lead.phone} onChange={(e) => set('phone', e.target.value)} />
          <TextField label="Email" type="email" value={lead.email} onChange={(e) => set('email', e.target.value)} />
          <SelectField
            label="Boat of interest"
            placeholder="Choose a boat"
            options={[
              { value: 'none', label: 'No boat in particular' },
              ...boats.map((b) => ({ value: b.id, label: b.title })),
            ]}
            value={lead.boatId ?? 'none'}
            onChange={(e) => {
              const boat = boats.find((b) => b.id === e.target.value);
              setLead((l) => ({ ...l, boatId: boat?.id ?? null, boatTitle: boat?.title ?? null }));
            }}
          />
          <SelectField
            label="Where you met"
            placeholder="Choose one"
            options={HAND_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))}
            value={lead.source}
            onChange={(e) => set('source', e.target.value as HandLead['source'])}
          />
          <TextAreaField label="Note" rows={3} value={lead.note} onChange={(e) => set('note', e.target.value)} />
        </form>
      </AdminDialog>
    </>
  );
}
