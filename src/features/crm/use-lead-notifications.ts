import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Caller } from '@/data/caller';
import type { Lead } from '@harbour/domain/schemas/lead';
import { leadsSeen, NOTHING_SEEN, setLeadsSeen, setUnreadLeadsHint, subscribeLeadsSeen } from '@/data/leads/leads-seen';
import {
  leadNotificationText,
  leadsToAnnounce,
  markAllLeadsRead,
  markLeadRead,
  unreadLeads,
} from './model/lead-notifications';
import { useAdminCollection } from '@/features/admin/kit';
import { useNow } from '@/ui/use-now';

export interface LeadNotifications {
  /** Null until the replica has the leads. */
  unread: Lead[] | null;
  markRead: (id: string) => void;
  markAllRead: () => void;
}

/**
 * The admin's new leads: unread ones newest first, mark one or all read (kept on this device per account), the
 * header's badge kept in step, and an OS notification for a lead that arrives while the app is in the background
 * (when the browser allows it: see askForLeadNotifications).
 */
export function useLeadNotifications(caller: Caller): LeadNotifications {
  const leads = useAdminCollection(caller, 'inquiries');
  const subscribe = subscribeLeadsSeen(caller.uid);
  const seen = useSyncExternalStore(
    subscribe,
    () => leadsSeen(caller.uid),
    () => NOTHING_SEEN,
  );
  const all = leads.status === 'ready' ? leads.data : null;
  const now = useNow();
  const unread = useMemo(() => (all ? unreadLeads(all, seen, now) : null), [all, seen, now]);
  useEffect(() => {
    if (unread) setUnreadLeadsHint(unread.length);
  }, [unread]);
  useOsNotifications(unread);
  return {
    unread,
    markRead: (id) => all && setLeadsSeen(caller.uid, markLeadRead(seen, id, all, new Date())),
    markAllRead: () => all && setLeadsSeen(caller.uid, markAllLeadsRead(seen, all, new Date())),
  };
}

/** Shows a system notification for each lead that became unread while this page is hidden. */
function useOsNotifications(unread: Lead[] | null) {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!unread) return;
    const before = known.current;
    known.current = new Set(unread.map((l) => l.id));
    const context = {
      hidden: document.visibilityState === 'hidden',
      permitted: typeof Notification !== 'undefined' && Notification.permission === 'granted',
    };
    for (const lead of leadsToAnnounce(before, unread, context)) {
      const { title, body } = leadNotificationText(lead);
      void showSystemNotification(title, { body, tag: lead.id });
    }
  }, [unread]);
}

/** Through the service worker where there is one (Android's Chrome allows no other way), else the page's own. */
async function showSystemNotification(title: string, options: NotificationOptions): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) return await registration.showNotification(title, options);
    new Notification(title, options);
  } catch {
    // Refused by the browser: the badge and the list still tell.
  }
}

/** Asks the browser for OS notifications (from a tap: browsers refuse a request no one asked for). */
export async function askForLeadNotifications(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}
