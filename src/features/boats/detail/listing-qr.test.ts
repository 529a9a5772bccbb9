import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QR_QUIET_ZONE, listingQrModules, qrPath } from './listing-qr';

/** Paints the modules as an RGBA image (black on white, `scale` px a module) and reads it back with jsQR. */
function decode(modules: boolean[][], scale = 4): string | null {
  const size = modules.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const v = modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([v, v, v, 255], (y * size + x) * 4);
    }
  return jsQR(pixels, size, size)?.data ?? null;
}

describe('the listing QR code', () => {
  it('decodes back to the listing address (an independent decoder)', () => {
    for (const url of [
      'https://www.nassauharbouryachts.com/boats/azimut-60-2019',
      'https://www.nassauharbouryachts.com/boats/a%20boat%20with%20spaces%20and%20%C3%A9',
      'https://example.com/',
    ])
      expect(decode(listingQrModules(url))).toBe(url);
  });

  it('is square with a light quiet zone of 4 modules', () => {
    const modules = listingQrModules('https://www.nassauharbouryachts.com/boats/x');
    const n = modules.length;
    expect(modules.every((row) => row.length === n)).toBe(true);
    // Version 3 with error correction M holds up to 42 bytes; this URL is 43: version 4 (33 modules) plus the border.
    expect(n).toBe(33 + 2 * QR_QUIET_ZONE);
    for (let i = 0; i < n; i++) {
      expect(modules[0]![i]).toBe(false);
      expect(modules[n - 1]![i]).toBe(false);
      expect(modules[i]![0]).toBe(false);
      expect(modules[i]![n - 1]).toBe(false);
    }
    // The top-left finder pattern's dark outer ring starts right after the quiet zone.
    expect(modules[QR_QUIET_ZONE]![QR_QUIET_ZONE]).toBe(true);
    expect(modules[QR_QUIET_ZONE]!.slice(QR_QUIET_ZONE, QR_QUIET_ZONE + 7)).toEqual(Array(7).fill(true));
  });

  it('draws one square per dark module', () => {
    expect(
      qrPath([
        [false, true],
        [true, false],
      ]),
    ).toBe('M1 0h1v1h-1zM0 1h1v1h-1z');
  });
});
