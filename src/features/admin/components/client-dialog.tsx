import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import type { Boat } from '@harbour/domain/schemas/boat';
import type { Submission } from '@harbour/domain/schemas/submission';
import type { Lead } from '@harbour/domain/schemas/lead';
import { shortDate } from '@/lib/dates';
import { button } from '@/ui/button';
import type { ClientFile, ClientRow } from '../model/clients';
import { statusLabel } from '../model/text';
import { AdminDialog, muted } from './parts';

const list = css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '1.5', fontSize: 'sm' });
const heading = css({ fontSize: 'sm', fontWeight: 'semibold', mt: '3', mb: '1' });

/** A client's page (#18): who they are, the boats they list, their submissions and the leads on their boats. */
export function ClientDialog({
  client,
  file,
  onClose,
}: {
  client: ClientRow | null;
  file: ClientFile<Boat, Submission, Lead> | null;
  onClose: () => void;
}) {
  return (
    <AdminDialog
      open={client !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={client ? client.fullName : 'Client'}
      description={client ? [client.email, client.phone].filter(Boolean).join(' · ') : undefined}
      footer={
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onClose}>
          Close
        </button>
      }
    >
      {file ? (
        <div data-testid="client-file">
          <h3 className={heading}>Boats ({file.boats.length})</h3>
          {file.boats.length === 0 ? <p className={muted}>No boats listed.</p> : null}
          <ul className={list}>
            {file.boats.map((b) => (
              <li key={b.id}>
                <Link
                  to="/admin/listings/$boatId"
                  params={{ boatId: b.id }}
                  className={css({ textDecoration: 'underline' })}
                >
                  {boatTitle(b)}
                </Link>{' '}
                · {statusLabel(b.status)}
              </li>
            ))}
          </ul>
          <h3 className={heading}>Submissions ({file.submissions.length})</h3>
          {file.submissions.length === 0 ? <p className={muted}>No submissions.</p> : null}
          <ul className={list}>
            {file.submissions.map((s) => (
              <li key={s.id}>
                {boatTitle(s.submissionData)} · {statusLabel(s.status)} · {shortDate(s.submittedAt)}
              </li>
            ))}
          </ul>
          <h3 className={heading}>Leads on their boats ({file.leads.length})</h3>
          {file.leads.length === 0 ? <p className={muted}>No leads yet.</p> : null}
          <ul className={list}>
            {file.leads.map((l) => (
              <li key={l.id}>
                {l.name} · {l.boatTitle ?? '—'} · {statusLabel(l.status)} · {shortDate(l.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </AdminDialog>
  );
}
