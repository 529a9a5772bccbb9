import { encode } from 'uqr';

/** Light modules around the code, as the QR standard asks (4), so a phone finds it on a printed page. */
export const QR_QUIET_ZONE = 4;

/**
 * Pure: the QR code of a listing's address as rows of modules (true = dark), quiet zone included. Error correction
 * M (15 %): survives a fold or a smudge on paper and keeps a listing URL at a size a phone reads from arm's length.
 */
export function listingQrModules(url: string): boolean[][] {
  return encode(url, { ecc: 'M', border: QR_QUIET_ZONE }).data;
}

/** Pure: one SVG path drawing every dark module as a 1×1 square (viewBox units = modules). */
export function qrPath(modules: boolean[][]): string {
  let d = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}
