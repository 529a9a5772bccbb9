import { create } from 'zustand';

/**
 * A notice that stands in for the page while the app finishes something before loading another page (signing out of
 * a portal: the way home is a new page load, src/data/page-section.ts, which would cut the sign-out short). The
 * page's own components unmount meanwhile, so none of them reacts to the session ending.
 */
export const leavingPage = create<{ notice: string | null }>(() => ({ notice: null }));

export function showLeavingNotice(notice: string): void {
  leavingPage.setState({ notice });
}

export function clearLeavingNotice(): void {
  leavingPage.setState({ notice: null });
}
