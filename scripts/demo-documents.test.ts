import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicListingOf } from '@harbour/domain/boats/public-listing';
import { DEMO_DOCUMENT_FOLDER } from '../fixtures/demo-documents';
import { demoDocumentBlocks } from '../fixtures/demo-document-text';
import { seedBoats } from '../fixtures';
import { pdfDocument } from './demo-pdf.mjs';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const bundled = seedBoats.flatMap((boat) =>
  boat.documents.filter((d) => d.url.startsWith(DEMO_DOCUMENT_FOLDER)).map((doc) => ({ boat, doc })),
);

describe('the demo listing documents', () => {
  it('has a brochure and a survey on boats buyers can see, listed in their public copy', () => {
    expect(new Set(bundled.map(({ doc }) => doc.kind))).toEqual(new Set(['brochure', 'survey']));
    for (const { boat, doc } of bundled) {
      expect(boat.status, boat.id).toBe('active');
      expect(doc.visibility).toBe('public');
      const publicCopy = publicListingOf({ ...boat }) as unknown as typeof boat;
      expect(publicCopy.documents.map((d) => d.id)).toContain(doc.id);
      expect(Date.parse(doc.uploadedAt)).toBeGreaterThanOrEqual(Date.parse(boat.createdAt));
    }
  });

  it('are on disk as `npm run media` writes them from the boat today, with the size the seed states', () => {
    for (const { boat, doc } of bundled) {
      const file = `${PUBLIC_DIR}${doc.url}`;
      expect(existsSync(file), `${doc.url}: run npm run media -- --only=documents`).toBe(true);
      const expected = pdfDocument({ title: doc.title, blocks: demoDocumentBlocks(boat, doc) });
      expect(readFileSync(file).equals(expected), `${doc.url} is out of date: npm run media -- --only=documents`).toBe(
        true,
      );
      expect(doc.size, doc.url).toBe(expected.length);
    }
  });
});
