// A small, dependency-free PDF writer for the demo's listing documents (a brochure, a survey summary): text only, in
// the PDF standard fonts (Helvetica, nothing embedded), US Letter pages. Pure and deterministic: the same lines give
// the same bytes, so `npm run media` reproduces the committed files and the seed can state their sizes.

const PAGE = { width: 612, height: 792, margin: 54 };
/** Helvetica's average glyph is about half an em wide; 0.55 keeps a wrapped line inside the margins. */
const AVERAGE_WIDTH = 0.55;

/** WinAnsiEncoding codes of the typographic characters a broker's text uses; the rest of Latin-1 maps to itself. */
const WIN_ANSI = new Map([
  ['\u2018', 0x91],
  ['\u2019', 0x92],
  ['\u201c', 0x93],
  ['\u201d', 0x94],
  ['\u2022', 0x95],
  ['\u2013', 0x96],
  ['\u2014', 0x97],
  ['\u2026', 0x85],
]);

/** Pure: the text as WinAnsi bytes (a character the standard fonts cannot show becomes '?'). */
export function winAnsiBytes(text) {
  const bytes = [];
  for (const char of text) {
    const code = char.codePointAt(0);
    const mapped = WIN_ANSI.get(char) ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
    bytes.push(mapped);
  }
  return Buffer.from(bytes);
}

/** Pure: a PDF literal string of the text: its bytes, with the three characters a literal string reserves escaped. */
function literal(text) {
  const escaped = [];
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) escaped.push(0x5c);
    escaped.push(byte);
  }
  return Buffer.concat([Buffer.from('('), Buffer.from(escaped), Buffer.from(')')]);
}

/** Pure: the text broken into lines that fit the page's width at this font size (words longer than a line are cut). */
export function wrapText(text, size) {
  const perLine = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * AVERAGE_WIDTH));
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.match(new RegExp(`.{1,${perLine}}`, 'gu')) ?? [];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= perLine) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Pure: the PDF of these blocks, in order, flowing onto as many pages as they need.
 * @param {{ title: string; blocks: { text: string; size?: number; bold?: boolean; gapBefore?: number }[] }} doc
 * @returns {Buffer}
 */
export function pdfDocument({ title, blocks }) {
  const pages = [];
  let ops = [];
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    pages.push(ops);
    ops = [];
    y = PAGE.height - PAGE.margin;
  };
  for (const block of blocks) {
    const size = block.size ?? 11;
    const leading = Math.round(size * 1.35);
    y -= block.gapBefore ?? 0;
    // A heading keeps two lines of what follows it on its page.
    if (block.bold && y - 3 * leading < PAGE.margin) newPage();
    for (const line of wrapText(block.text, size)) {
      if (y - leading < PAGE.margin) newPage();
      y -= leading;
      ops.push(
        Buffer.concat([
          Buffer.from(`BT /${block.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y} Td `),
          literal(line),
          Buffer.from(' Tj ET\n'),
        ]),
      );
    }
  }
  pages.push(ops);

  // Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the document's information, then a page and its content each.
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from('<< /Title '), literal(title), Buffer.from(' /Producer (Harbour demo data) >>')]),
  ];
  pages.forEach((pageOps, i) => {
    const content = Buffer.concat(pageOps);
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      ),
      Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('endstream')]),
    );
  });

  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  // Each cross-reference entry is exactly 20 bytes, as the format requires.
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
