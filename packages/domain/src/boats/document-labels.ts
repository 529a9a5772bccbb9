import type { DocumentKind } from '../schemas/boat';
import { formatDecimal } from '../format';

/** What a buyer, an owner and an admin read for a document's kind. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  survey: 'Survey',
  brochure: 'Brochure',
  registration: 'Registration',
  other: 'Document',
};

const MB = 1024 * 1024;

/**
 * Pure: a file size as people read it: 850 KB, 2.4 MB. Rounded up (a started kilobyte or tenth of a megabyte counts),
 * so a file just over the 20 MB limit never reads as 20 MB.
 */
export function documentSizeLabel(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < MB) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${formatDecimal(Math.ceil((bytes * 10) / MB) / 10, 1)} MB`;
}
