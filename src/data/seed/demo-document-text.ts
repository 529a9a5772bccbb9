// The text of the demo's listing documents (npm run media writes the PDFs; scripts/demo-documents.test.ts checks them).
import { business } from '@harbour/domain/business';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { specificationGroups } from '@harbour/domain/boats/specification-groups';
import type { Boat, ListingDocument } from '@harbour/domain/schemas/boat';

/** One paragraph or heading of a generated PDF (scripts/demo-pdf.mjs lays it out). */
export interface DocumentBlock {
  text: string;
  size?: number;
  bold?: boolean;
  gapBefore?: number;
}

const heading = (text: string): DocumentBlock => ({ text, size: 13, bold: true, gapBefore: 14 });

function specificationBlocks(boat: Boat): DocumentBlock[] {
  return specificationGroups(boat, 'imperial').flatMap((group) => [
    heading(group.title),
    ...group.rows.map((row) => ({ text: `${row.label}: ${row.value}` })),
  ]);
}

const SURVEY_FINDINGS = [
  'Hull and deck: sounded throughout; no delamination, voids or moisture above normal readings.',
  'Running gear: shafts, struts and propellers true and free of damage; cutless bearings within limits.',
  'Machinery: engines started from cold, ran at cruise and full load without alarms; oil analysis normal.',
  'Electrical: shore power, generator and battery systems working; no faults on the main panel.',
  'Safety: life raft, flares, extinguishers and EPIRB present and in date.',
  'Recommendations: replace raw-water impellers at the next service; renew two stern line chocks.',
];

/**
 * Pure: the text of a demo document, from the boat it belongs to: a brochure lays out the listing as a buyer takes
 * it away; a survey summary states what a condition survey found. Everything else in the PDF is layout.
 */
export function demoDocumentBlocks(boat: Boat, doc: ListingDocument): DocumentBlock[] {
  const title = boatTitle(boat);
  const intro: DocumentBlock[] = [
    { text: business.productName, size: 10, bold: true },
    { text: doc.title, size: 20, bold: true, gapBefore: 8 },
    { text: `${title} · ${boatPriceLabel(boat)} · ${boat.location}`, gapBefore: 4 },
  ];
  const body: DocumentBlock[] =
    doc.kind === 'survey'
      ? [
          heading('About this summary'),
          {
            text: `What the owner's latest condition and valuation survey of the ${title} recorded. The full report is given to a buyer with an accepted offer; a buyer's own survey and sea trial are always welcome.`,
          },
          heading('Findings'),
          ...SURVEY_FINDINGS.map((text) => ({ text: `• ${text}` })),
          ...specificationBlocks(boat),
        ]
      : [
          { text: boat.description, gapBefore: 10 },
          heading('Highlights'),
          ...boat.features.map((text) => ({ text: `• ${text}` })),
          ...specificationBlocks(boat),
        ];
  const contact: DocumentBlock = {
    text: `${business.productName} · ${business.address.street}, ${business.address.locality}, ${business.address.country} · ${business.phone} · ${business.email}`,
    size: 9,
    gapBefore: 18,
  };
  return [...intro, ...body, contact];
}
