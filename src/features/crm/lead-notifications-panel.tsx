import { useState } from 'react';
import { css } from 'styled-system/css';
import { leadAge } from '@harbour/domain/leads/response-time';
import { leadArrivedAt } from '@harbour/domain/leads/lead-arrival';
import { button } from '@/ui/button';
import { useNow } from '@/ui/use-now';
import { muted } from '@/features/admin/kit';
import { askForLeadNotifications, type LeadNotifications } from './use-lead-notifications';

/** The admin's new leads: a button with their count, opening the list (newest first) to mark them read. */
export function LeadNotificationsPanel({
  notifications,
  onOpenLeads,
}: {
  notifications: LeadNotifications;
  onOpenLeads: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  const now = useNow();
  const { unread, markRead, markAllRead } = notifications;
  const count = unread?.length ?? 0;
  return (
    <div className={css({ position: 'relative' })}>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        aria-expanded={open}
        aria-controls="lead-notifications"
        onClick={() => setOpen((o) => !o)}
      >
        New leads{unread ? ` (${count})` : ''}
      </button>
      {open ? (
        <div
          id="lead-notifications"
          role="region"
          aria-label="New leads"
          className={css({
            mt: '2',
            p: '4',
            bg: 'white',
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'lg',
            shadow: 'md',
            display: 'grid',
            gap: '3',
            maxW: 'min(28rem, calc(100vw - 2rem))',
          })}
        >
          {!unread ? <p className={muted}>Loading…</p> : null}
          {unread && count === 0 ? <p className={muted}>No new leads.</p> : null}
          <ol className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '2' })}>
            {unread?.map((lead) => (
              <li key={lead.id} data-testid="lead-notification" className={css({ fontSize: 'sm' })}>
                <strong>{lead.name}</strong> · {lead.boatTitle ?? 'General inquiry'} ·{' '}
                {leadAge({ arrivedAt: leadArrivedAt(lead, now) }, now)} ago
                <div>
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'sm' })}
                    onClick={() => markRead(lead.id)}
                  >
                    Mark as read
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {count > 0 ? (
              <button type="button" className={button({ size: 'sm' })} onClick={markAllRead}>
                Mark all as read
              </button>
            ) : null}
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onOpenLeads}>
              Open Leads
            </button>
            {permission === 'default' ? (
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                onClick={() => void askForLeadNotifications().then(setPermission)}
              >
                Notify me on this device
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
