import { describe, expect, it } from 'vitest';
import { pdfDocument, winAnsiBytes, wrapText } from './demo-pdf.mjs';

/** The byte offsets the cross-reference table gives for objects 1..n, and where startxref points. */
function crossReferences(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const xrefAt = text.lastIndexOf('\nxref\n') + 1;
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(xrefAt)) ?? [];
  const entries = text
    .slice(xrefAt)
    .split('\n')
    .slice(2, 2 + Number(count));
  return { text, xrefAt, startxref, entries };
}

describe('pdfDocument', () => {
  it('writes a PDF whose cross-reference table points at every object (20-byte entries) and at itself', () => {
    const pdf = pdfDocument({ title: 'Brochure', blocks: [{ text: 'Hello', bold: true }, { text: 'World' }] });
    const { text, xrefAt, startxref, entries } = crossReferences(pdf);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(startxref).toBe(xrefAt);
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, i) => {
      expect(`${entry}\n`).toHaveLength(20);
      expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
    // Each content stream's /Length is its exact byte count.
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
    }
  });

  it('escapes what a literal string reserves and shows typographic quotes in WinAnsi', () => {
    const text = pdfDocument({ title: 'A (b)', blocks: [{ text: 'Owner’s (1\\2)' }] }).toString('latin1');
    expect(text).toContain('/Title (A \\(b\\))');
    expect(text).toContain('(Owner\x92s \\(1\\\\2\\)) Tj');
  });

  it('flows onto more pages when the text is longer than a page, and is the same bytes each time', () => {
    // 45 lines of 11 pt fit a page.
    const blocks = Array.from({ length: 100 }, (_, i) => ({ text: `Line ${i}` }));
    const pdf = pdfDocument({ title: 'Long', blocks });
    expect(pdf.toString('latin1')).toContain('/Count 3');
    expect(pdf.equals(pdfDocument({ title: 'Long', blocks }))).toBe(true);
    expect(pdfDocument({ title: 'Short', blocks: blocks.slice(0, 5) }).toString('latin1')).toContain('/Count 1');
  });

  it('keeps a heading with the two lines after it', () => {
    const withFiller = (lines: number) =>
      pdfDocument({
        title: 't',
        blocks: [
          ...Array.from({ length: lines }, () => ({ text: 'x' })),
          { text: 'Heading', bold: true },
          { text: 'after' },
        ],
      }).toString('latin1');
    // After 43 lines, the heading and one more line would fit but not two: it starts the next page.
    expect(withFiller(43)).toContain('/Count 2');
    expect(withFiller(43).split('/Type /Page ').at(-1)).toContain('(Heading) Tj');
    expect(withFiller(42)).toContain('/Count 1');
  });
});

describe('winAnsiBytes', () => {
  it('keeps Latin-1, maps the typographic characters, and writes ? for what the standard fonts lack', () => {
    expect([...winAnsiBytes('é × — • …')]).toEqual([0xe9, 0x20, 0xd7, 0x20, 0x97, 0x20, 0x95, 0x20, 0x85]);
    expect(winAnsiBytes('⚓ ok').toString('latin1')).toBe('? ok');
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width and cuts a word longer than a line', () => {
    const lines = wrapText(`${'word '.repeat(60)}${'x'.repeat(200)}`, 11);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(83);
    expect(lines.join(' ').replace(/ /g, '')).toBe(`${'word'.repeat(60)}${'x'.repeat(200)}`);
    expect(wrapText('  ', 11)).toEqual([]);
  });
});
