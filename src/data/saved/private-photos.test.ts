import { describe, expect, it } from 'vitest';
import { forgetPrivatePhotos } from './private-photos';
import { SEEN_PHOTOS_CACHE } from './photo-cache';

function fakeCaches(urls: string[]) {
  const kept = new Set(urls);
  const cache = {
    keys: () => Promise.resolve([...kept].map((url) => new Request(url))),
    delete: (request: Request) => Promise.resolve(kept.delete(request.url)),
  };
  return {
    kept,
    storage: {
      has: (name: string) => Promise.resolve(name === SEEN_PHOTOS_CACHE),
      open: () => Promise.resolve(cache as unknown as Cache),
    },
  };
}

describe('finding N15: private photos leave the shared photo cache', () => {
  it("deletes owners' submission photos and documents, keeps boats' photos, blog covers and /media", async () => {
    const storage = 'https://firebasestorage.googleapis.com/v0/b/bucket/o';
    const { kept, storage: caches } = fakeCaches([
      `${storage}/submissions%2Fu1%2Fs1%2Fp1?alt=media&token=t`,
      `${storage}/boats%2Fb1%2Fdocuments%2Fsurvey?alt=media`,
      `${storage}/boats%2Fb1%2Fp1?alt=media&token=t`,
      `${storage}/blog%2Fpost%2Fcover?alt=media`,
      'https://harbour.example/media/boats/a-960.webp',
    ]);
    expect(await forgetPrivatePhotos(caches)).toBe(2);
    expect([...kept]).toEqual([
      `${storage}/boats%2Fb1%2Fp1?alt=media&token=t`,
      `${storage}/blog%2Fpost%2Fcover?alt=media`,
      'https://harbour.example/media/boats/a-960.webp',
    ]);
  });

  it('does nothing without the cache or the Cache API', async () => {
    expect(await forgetPrivatePhotos(undefined)).toBe(0);
    expect(
      await forgetPrivatePhotos({ has: () => Promise.resolve(false), open: () => Promise.reject(new Error('no')) }),
    ).toBe(0);
  });
});
