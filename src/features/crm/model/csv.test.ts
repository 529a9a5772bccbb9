import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.io","Click")')).toBe('"\'=HYPERLINK(""http://evil.io"",""Click"")"');
    expect(csvCell('+1 242 555 0101')).toBe("'+1 242 555 0101");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Erin')).toBe('Erin');
  });

  it('quotes commas, quotes and line breaks; empty for null', () => {
    expect(csvCell('Nassau, Bahamas')).toBe('"Nassau, Bahamas"');
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(145000)).toBe('145000');
  });

  it('a UTF-8 file with a byte order mark, CRLF lines, accents kept', () => {
    expect(toCsv(['Name', 'Message'], [['Zoë', '€ 1,2']])).toBe('\uFEFFName,Message\r\nZoë,"€ 1,2"\r\n');
  });
});
