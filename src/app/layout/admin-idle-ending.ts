import { startAdminIdleWatch } from '@/data/session/admin-idle-watch';
import { IDLE_ENDED_TEXT } from '@/data/session/admin-idle';
import { leavesPageSection, thisPageSection } from '@/data/public/page-section';
import { notify, notifyOnNextPage } from '@/ui/toaster';

/**
 * Starts the idle watch (#32) for this page: an admin idle for 12 hours is signed out and the device forgets the
 * admin's data. Said on the page the admin sees next: a portal page moves to /auth, a new page load.
 */
export function watchIdleAdmin(): () => void {
  return startAdminIdleWatch(() => {
    if (leavesPageSection(thisPageSection(), '/auth')) notifyOnNextPage(IDLE_ENDED_TEXT, 'info');
    else notify(IDLE_ENDED_TEXT, undefined, 'info');
  });
}
