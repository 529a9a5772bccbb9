/** What a signed-in admin or owner sees of a listing's documents, used by the admin and client portals. */
export { DocumentFacts, VISIBILITY_LABELS } from './document-facts';
export { DocumentOpenLink } from './document-open-link';
