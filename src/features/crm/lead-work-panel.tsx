import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { LEAD_SOURCES, leadSource, type Lead, type LeadSource } from '@harbour/domain/schemas/lead';
import { LEAD_SOURCE_LABEL } from './model/lead-list';
import { emailReplyHref, replySubject, replyText, whatsappReplyHref } from './model/reply-links';
import type { ReplyChannel } from '@harbour/domain/leads/lead-activity';
import { business } from '@harbour/domain/business';
import { button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { useNow } from '@/ui/use-now';
import { boatPath } from '@/features/boats';
import { historyLines } from './model/lead-history';
import { leadWork, type LeadWorkOutcome } from './api/lead-work';
import { muted } from '@/features/admin/kit';
import { defaultFollowUpDue } from './model/follow-up-due';

const section = css({ display: 'grid', gap: '2', borderTopWidth: '1px', borderColor: 'border', pt: '3' });
const heading = css({ fontSize: 'sm', fontWeight: 'semibold', m: 0 });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

/**
 * The broker's side of a lead (#18 "Work the lead"): who works it, a reply in one tap (logged), notes, follow-ups, and
 * the whole history. Each action writes to the admin's replica and works offline; the history syncs with the lead.
 */
export function LeadWorkPanel({
  caller,
  lead,
  nameOf,
  myName,
}: {
  caller: Caller;
  lead: Lead;
  /** A teammate's name by uid. */
  nameOf: (uid: string) => string;
  /** The signed-in broker's name, signed under a prefilled reply. */
  myName: string;
}) {
  const now = useNow();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<LeadWorkOutcome>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      const outcome = await action();
      if (outcome.ok) notify(done);
      else notify('Error', outcome.message, 'error');
      return outcome.ok;
    } finally {
      setBusy(false);
    }
  }
  const reply = (channel: ReplyChannel) => void run(() => leadWork.reply(caller, lead.id, channel), 'Reply logged');

  const boatUrl = lead.boatId ? `${business.siteUrl}${boatPath(lead.boatId)}` : null;
  const text = replyText({ name: lead.name, boatTitle: lead.boatTitle, boatUrl, from: myName });
  const emailHref = emailReplyHref(lead.email, replySubject(lead.boatTitle), text);
  const whatsappHref = whatsappReplyHref(lead.phone, text);
  const who = (uid: string) => (uid === caller.uid ? 'You' : nameOf(uid));
  const lines = historyLines(lead.activity, who, now);

  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid="lead-work">
      <section className={section} aria-label="Assigned to">
        <div className={row}>
          <span className={css({ fontSize: 'sm' })}>
            {lead.assignedTo === null ? 'Unassigned' : `Assigned to ${who(lead.assignedTo)}`}
          </span>
          {lead.assignedTo === caller.uid ? (
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={busy}
              onClick={() => void run(() => leadWork.assign(caller, lead.id, null), 'Lead unassigned')}
            >
              Unassign
            </button>
          ) : (
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={busy}
              onClick={() => void run(() => leadWork.assign(caller, lead.id, caller.uid), 'Lead assigned to you')}
            >
              Assign to me
            </button>
          )}
        </div>
      </section>

      <section className={section} aria-label="Reply">
        <h3 className={heading}>Reply</h3>
        <div className={row}>
          {emailHref ? (
            <a className={button({ size: 'sm' })} href={emailHref} onClick={() => reply('email')}>
              Email
            </a>
          ) : null}
          {whatsappHref ? (
            <a
              className={button({ size: 'sm' })}
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => reply('whatsapp')}
            >
              WhatsApp
            </a>
          ) : null}
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={busy}
            onClick={() => reply('call')}
          >
            Log a call
          </button>
        </div>
        <p className={muted}>Email and WhatsApp open with a message about the boat; the reply is logged here.</p>
      </section>

      <SourceAndTagsForm
        key={`${lead.id}:${leadSource(lead)}:${lead.tags.join(',')}`}
        lead={lead}
        busy={busy}
        onSave={(source, tags) =>
          run(() => leadWork.sourceAndTags(caller, lead.id, source, tags), 'Source and tags saved')
        }
      />
      <NoteForm busy={busy} onAdd={(note) => run(() => leadWork.note(caller, lead.id, note), 'Note added')} />
      <FollowUpForm
        busy={busy}
        onAdd={(what, due) => run(() => leadWork.followUp(caller, lead.id, what, due), 'Follow-up added')}
      />

      <section className={section} aria-label="History">
        <h3 className={heading}>History</h3>
        {lines.length === 0 ? <p className={muted}>Nothing yet: the first reply or status change starts it.</p> : null}
        <ol className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '2' })}>
          {lines.map((line) => (
            <li
              key={line.id}
              data-testid="lead-history-entry"
              className={css({ fontSize: 'sm', '&[data-overdue]': { color: 'danger' } })}
              data-overdue={line.task?.overdue ? '' : undefined}
            >
              <div className={css({ fontWeight: 'medium' })}>
                {line.what}
                {line.task?.overdue ? ' · overdue' : null}
              </div>
              {line.text ? <div className={css({ whiteSpace: 'pre-wrap' })}>{line.text}</div> : null}
              <div className={muted}>{line.byline}</div>
              {line.task?.open ? (
                <button
                  type="button"
                  className={button({ variant: 'outline', size: 'sm' })}
                  disabled={busy}
                  onClick={() => void run(() => leadWork.done(caller, lead.id, line.id), 'Follow-up done')}
                >
                  Mark done
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** A note for the team: kept as typed until it is saved (a refused one stays in the box). */
function NoteForm({ busy, onAdd }: { busy: boolean; onAdd: (note: string) => Promise<boolean> }) {
  const [note, setNote] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await onAdd(note)) setNote('');
  }
  return (
    <form className={section} aria-label="Add a note" onSubmit={(e) => void submit(e)}>
      <TextAreaField label="Note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      <div>
        <button type="submit" className={button({ size: 'sm' })} disabled={busy}>
          Add note
        </button>
      </div>
    </form>
  );
}

/** A follow-up with its due time (the device's local time), tomorrow morning unless changed. */
function FollowUpForm({ busy, onAdd }: { busy: boolean; onAdd: (what: string, due: string) => Promise<boolean> }) {
  const [what, setWhat] = useState('');
  const [due, setDue] = useState(() => defaultFollowUpDue(new Date()));
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await onAdd(what, due)) {
      setWhat('');
      setDue(defaultFollowUpDue(new Date()));
    }
  }
  return (
    <form className={section} aria-label="Add a follow-up" onSubmit={(e) => void submit(e)}>
      <TextField label="Follow-up" value={what} onChange={(e) => setWhat(e.target.value)} />
      <TextField label="Due" type="datetime-local" required value={due} onChange={(e) => setDue(e.target.value)} />
      <div>
        <button type="submit" className={button({ size: 'sm' })} disabled={busy}>
          Add follow-up
        </button>
      </div>
    </form>
  );
}

const SOURCE_OPTIONS = LEAD_SOURCES.map((value) => ({ value, label: LEAD_SOURCE_LABEL[value] }));

/** Where the lead came from and free tags (comma separated), for the Leads filters and the pipeline chart. */
function SourceAndTagsForm({
  lead,
  busy,
  onSave,
}: {
  lead: Lead;
  busy: boolean;
  onSave: (source: LeadSource, tags: string) => Promise<boolean>;
}) {
  const [source, setSource] = useState<LeadSource>(leadSource(lead));
  const [tags, setTags] = useState(lead.tags.join(', '));
  return (
    <form
      className={section}
      aria-label="Source and tags"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(source, tags);
      }}
    >
      <SelectField
        label="Source"
        placeholder="Where the lead came from"
        options={SOURCE_OPTIONS}
        value={source}
        onChange={(e) => setSource(e.target.value as LeadSource)}
      />
      <TextField label="Tags" hint="Separated by commas" value={tags} onChange={(e) => setTags(e.target.value)} />
      <div>
        <button type="submit" className={button({ variant: 'outline', size: 'sm' })} disabled={busy}>
          Save source and tags
        </button>
      </div>
    </form>
  );
}
