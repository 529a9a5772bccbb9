import { describe, expect, it } from 'vitest';
import { imageSources, resolveImageUrl } from './image-sources';

describe('imageSources', () => {
  it('offers every generated width of bundled media through srcset', () => {
    expect(imageSources('/media/boats/azure-1-960.webp')).toEqual({
      src: '/media/boats/azure-1-960.webp',
      srcSet:
        '/media/boats/azure-1-480.webp 480w, /media/boats/azure-1-960.webp 960w, /media/boats/azure-1-1600.webp 1600w',
    });
    expect(imageSources('/media/blog/cover-480.webp').src).toBe('/media/blog/cover-960.webp');
  });
  it('uses any other URL as it is', () => {
    expect(imageSources('https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg')).toEqual({
      src: 'https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg',
    });
    expect(imageSources('/uploads/a.jpg')).toEqual({ src: '/uploads/a.jpg' });
  });
  it('serves a bare bundled file name from /media/', () => {
    expect(resolveImageUrl('boat.jpg')).toBe('/media/boat.jpg');
    expect(resolveImageUrl('blob:http://x/1')).toBe('blob:http://x/1');
  });
});
