/**
 * Which part of the site a page load is: the public site (boats, posts, forms) or a portal (the admin's and the
 * client's pages). A page opens only the collections its part needs, so a signed-in admin stays within RxDB core's
 * 13 open collections (docs/DATA-MODEL.md 'Collection budget'); following a link into the other part loads a new page
 * (the root route's beforeLoad), which opens that part's collections.
 */
export type PageSection = 'public' | 'portal';

const PORTAL_PREFIXES = ['/admin', '/client'];

/** Pure: the part of the site a path belongs to. */
export function pageSectionOf(pathname: string): PageSection {
  return PORTAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    ? 'portal'
    : 'public';
}

/** The part this page load opened with (read once: the URL changes as the visitor moves within the part). */
const LOADED_SECTION: PageSection = typeof location === 'undefined' ? 'public' : pageSectionOf(location.pathname);

export function thisPageSection(): PageSection {
  return LOADED_SECTION;
}

/** Pure: whether moving to `pathname` leaves the part the page loaded with (a new page load then). */
export function leavesPageSection(loaded: PageSection, pathname: string): boolean {
  return pageSectionOf(pathname) !== loaded;
}
