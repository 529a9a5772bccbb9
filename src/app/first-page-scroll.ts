/**
 * Pure: the router's scroll restoration for a visit that starts on a page the build rendered (`fromBuildHtml`). That
 * page is readable, and scrollable, before the app starts; on its first render the router would scroll the window
 * to the top (or to a remembered position), yanking a visitor who had already scrolled, and moving what they were
 * about to tap. So while the visitor is still on that first page (same path) the router leaves the scroll alone;
 * from the first other page on, it restores and resets as usual (also when coming back to the first page).
 */
export function scrollRestorationFor(fromBuildHtml: boolean): (options: { location: { pathname: string } }) => boolean {
  let firstPath: string | null = null;
  let leftFirstPage = !fromBuildHtml;
  return ({ location }) => {
    if (leftFirstPage) return true;
    firstPath ??= location.pathname;
    if (location.pathname === firstPath) return false;
    leftFirstPage = true;
    return true;
  };
}
