/**
 * The browser's download of a file made on the device (a CSV export): a Blob, an object URL, a click on an
 * `<a download>`, and the URL revoked once the click has handed it over. What goes in the file is the caller's.
 */
export function downloadFile(name: string, content: string | Blob | readonly BlobPart[], type: string): void {
  const parts: BlobPart[] = typeof content === 'string' || content instanceof Blob ? [content] : [...content];
  const file = new Blob(parts, { type });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** The MIME type of the CSV exports: UTF-8 said, so a spreadsheet reads accented names right. */
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Downloads `csv` (the file's whole text) as `name`. */
export function downloadCsv(name: string, csv: string): void {
  downloadFile(name, csv, CSV_TYPE);
}
