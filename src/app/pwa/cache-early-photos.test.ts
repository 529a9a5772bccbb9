import { describe, expect, it } from 'vitest';
import { earlyPhotoUrls } from './cache-early-photos';

describe('earlyPhotoUrls', () => {
  it('keeps the photos the page showed (an img, a preload): ours under /media (not video) and uploaded ones, once each', () => {
    const origin = 'https://harbour.example';
    expect(
      earlyPhotoUrls(
        [
          { name: `${origin}/media/boats/a-960.webp`, initiatorType: 'img' },
          { name: `${origin}/media/boats/a-960.webp`, initiatorType: 'img' },
          { name: `${origin}/media/video/hero-poster.webp`, initiatorType: 'img' },
          { name: `${origin}/assets/index.js`, initiatorType: 'script' },
          { name: `${origin}/media/blog/cover-960.webp`, initiatorType: 'link' },
          { name: `${origin}/media/boats/b-960.webp`, initiatorType: 'fetch' },
          {
            name: 'https://firebasestorage.googleapis.com/v0/b/x/o/boats%2Fb1%2Fp.jpg?alt=media',
            initiatorType: 'img',
          },
          { name: 'http://127.0.0.1:9199/v0/b/x/o/boats%2Fb1%2Fp2?alt=media&token=t', initiatorType: 'img' },
          { name: 'https://elsewhere.example/media/x.webp', initiatorType: 'img' },
          { name: 'not a url', initiatorType: 'img' },
        ],
        origin,
      ),
    ).toEqual([
      `${origin}/media/boats/a-960.webp`,
      `${origin}/media/blog/cover-960.webp`,
      'https://firebasestorage.googleapis.com/v0/b/x/o/boats%2Fb1%2Fp.jpg?alt=media',
      'http://127.0.0.1:9199/v0/b/x/o/boats%2Fb1%2Fp2?alt=media&token=t',
    ]);
  });
});
