import { describe, expect, it } from 'vitest';
import {
  isImageFile,
  isPendingPhoto,
  listsPhoto,
  MAX_PHOTOS,
  photosThatFit,
  scaledSize,
  withPhotoUrl,
} from './photo-rules';

describe('photo rules', () => {
  it('scales the longest side down to 2048 px keeping the aspect ratio, never up', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(scaledSize(2048, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it("accepts only types starting with 'image/'", () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'image/heic' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
  it('caps the total at 10 photos', () => {
    expect(MAX_PHOTOS).toBe(10);
    expect(photosThatFit(0, 12)).toBe(10);
    expect(photosThatFit(9, 1)).toBe(1);
    expect(photosThatFit(9, 2)).toBe(1);
    expect(photosThatFit(10, 1)).toBe(0);
  });
  it('replaces one photo URL and leaves the others', () => {
    const photos = [
      { id: 'a', url: 'pending:a' },
      { id: 'b', url: 'pending:b' },
    ];
    expect(withPhotoUrl(photos, 'b', '/device-files/b')).toEqual([
      { id: 'a', url: 'pending:a' },
      { id: 'b', url: '/device-files/b' },
    ]);
  });
  it('tells a photo still waiting on this device from a stored one', () => {
    expect(isPendingPhoto('pending:a')).toBe(true);
    expect(isPendingPhoto('/device-files/a')).toBe(false);
    expect(isPendingPhoto('https://firebasestorage.googleapis.com/x')).toBe(false);
    expect(isPendingPhoto(null)).toBe(false);
  });
});

describe('finding 5: listsPhoto (Storage takes only a photo the server’s submission lists)', () => {
  it('finds the id among the photos, whatever their URLs', () => {
    const photos = [
      { id: 'p1', url: 'pending:p1' },
      { id: 'p2', url: 'https://firebasestorage.googleapis.com/x' },
    ];
    expect(listsPhoto(photos, 'p1')).toBe(true);
    expect(listsPhoto(photos, 'p2')).toBe(true);
    expect(listsPhoto(photos, 'p3')).toBe(false);
  });

  it('lists nothing when the server has no list (no document yet, or a malformed one)', () => {
    for (const photos of [null, undefined, 'p1', { id: 'p1' }, [null, 'p1', { url: 'pending:p1' }]])
      expect(listsPhoto(photos, 'p1')).toBe(false);
  });
});
