// Pure: a table as a CSV file a spreadsheet opens safely (#18 "Export the filtered leads as CSV").

/**
 * Pure: one cell. A value a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * before one) gets a leading apostrophe, so it shows as typed (OWASP "CSV injection"); quotes are doubled, and a cell
 * with a comma, quote or line break is quoted.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Pure: the CSV text of a header row and data rows, lines ending CRLF (RFC 4180), with a UTF-8 byte order mark so a
 * spreadsheet reads accents and the euro sign as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
