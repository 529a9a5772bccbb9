/**
 * A boat's title everywhere: 'year make model', parts trimmed, empty ones left out. The Cloud Functions use it too,
 * so the site, the portals, the rendered pages and the link previews name a boat the same way.
 */
export function boatTitle(boat: { year?: unknown; make?: unknown; model?: unknown } | null | undefined): string {
  return [boat?.year, boat?.make, boat?.model]
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join(' ');
}
