import { describe, expect, it } from 'vitest';
import { isProjectPhotoUrl, photoHomeOf, projectPhotosOnly, type PhotoHome } from './project-photos';

const DEPLOYED: PhotoHome = { bucket: 'harbour.appspot.com', emulatorOrigin: null };
const LOCAL: PhotoHome = { bucket: 'demo-harbour.appspot.com', emulatorOrigin: 'http://127.0.0.1:9199' };
const stored = (origin: string, bucket: string, path = 'boats%2Fb1%2Fp1') =>
  `${origin}/v0/b/${bucket}/o/${path}?alt=media&token=5e0c-41d2`;

describe("finding N1: a photo is the site's own only in the project's bucket or /media/", () => {
  it("takes the project's bucket on Firebase Storage, with or without a download token, and /media/ files", () => {
    expect(isProjectPhotoUrl(stored('https://firebasestorage.googleapis.com', 'harbour.appspot.com'), DEPLOYED)).toBe(
      true,
    );
    expect(
      isProjectPhotoUrl(
        'https://firebasestorage.googleapis.com/v0/b/harbour.appspot.com/o/submissions%2Fu1%2Fs1%2Fp1?alt=media',
        DEPLOYED,
      ),
    ).toBe(true);
    expect(isProjectPhotoUrl('/media/boats/azimut-s7-profile-960.webp', DEPLOYED)).toBe(true);
  });

  it("refuses another project's bucket, a bucket whose name only starts like ours, and any other host", () => {
    const foreign = stored('https://firebasestorage.googleapis.com', 'attacker.appspot.com');
    expect(isProjectPhotoUrl(foreign, DEPLOYED)).toBe(false);
    expect(
      isProjectPhotoUrl(stored('https://firebasestorage.googleapis.com', 'harbour.appspot.com.evil'), DEPLOYED),
    ).toBe(false);
    expect(isProjectPhotoUrl('https://cdn.example.com/harbour.appspot.com/a.webp', DEPLOYED)).toBe(false);
    expect(
      isProjectPhotoUrl(
        'https://firebasestorage.googleapis.com.evil.example/v0/b/harbour.appspot.com/o/a?alt=media',
        DEPLOYED,
      ),
    ).toBe(false);
    // Another object path smuggled after ours, a second query, a fragment.
    expect(
      isProjectPhotoUrl(
        'https://firebasestorage.googleapis.com/v0/b/harbour.appspot.com/o/a/../../b/x/o/c?alt=media',
        DEPLOYED,
      ),
    ).toBe(false);
    expect(
      isProjectPhotoUrl(`${stored('https://firebasestorage.googleapis.com', 'harbour.appspot.com')}#x`, DEPLOYED),
    ).toBe(false);
  });

  it('refuses the local Storage endpoint unless the project runs on the emulators, and then only for its bucket', () => {
    const local = stored('http://127.0.0.1:9199', 'demo-harbour.appspot.com');
    expect(isProjectPhotoUrl(local, LOCAL)).toBe(true);
    expect(isProjectPhotoUrl(local, { ...LOCAL, emulatorOrigin: null })).toBe(false);
    expect(isProjectPhotoUrl(stored('http://127.0.0.1:9199', 'attacker.appspot.com'), LOCAL)).toBe(false);
    expect(isProjectPhotoUrl(stored('http://10.0.0.9:9199', 'demo-harbour.appspot.com'), LOCAL)).toBe(false);
  });

  it('refuses what is not an address of ours at all: other media paths, pending photos, non-text, no bucket known', () => {
    for (const url of ['/media/../admin', '//evil.example/media/a.webp', '/mediax/a.webp', '/media/a.webp?x=1'])
      expect(isProjectPhotoUrl(url, DEPLOYED), url).toBe(false);
    for (const url of ['pending:p1', 'javascript:alert(1)', '', null, 42, { url: '/media/a.webp' }])
      expect(isProjectPhotoUrl(url, DEPLOYED)).toBe(false);
    expect(
      isProjectPhotoUrl(stored('https://firebasestorage.googleapis.com', 'harbour.appspot.com'), {
        bucket: '',
        emulatorOrigin: null,
      }),
    ).toBe(false);
    expect(isProjectPhotoUrl('/media/a.webp', { bucket: '', emulatorOrigin: null })).toBe(true);
    expect(isProjectPhotoUrl(`/media/${'a'.repeat(2100)}`, DEPLOYED)).toBe(false);
  });

  it('projectPhotosOnly keeps the entries whose URL is ours, in their order', () => {
    const photos = [
      { id: 'a', url: '/media/a.webp' },
      { id: 'b', url: stored('https://firebasestorage.googleapis.com', 'attacker.appspot.com') },
      { id: 'c', url: stored('https://firebasestorage.googleapis.com', 'harbour.appspot.com') },
      null,
    ];
    expect(projectPhotosOnly(photos, DEPLOYED).map((p) => p?.id)).toEqual(['a', 'c']);
  });
});

describe('finding N1: photoHomeOf', () => {
  it("names the emulator's endpoint only for a demo project, and no bucket for a malformed name", () => {
    expect(photoHomeOf('demo-harbour', 'demo-harbour.appspot.com', '127.0.0.1:9199')).toEqual(LOCAL);
    expect(photoHomeOf('harbour', 'harbour.appspot.com', '127.0.0.1:9199')).toEqual(DEPLOYED);
    expect(photoHomeOf('demo-harbour', 'demo-harbour.appspot.com', undefined).emulatorOrigin).toBeNull();
    expect(photoHomeOf('demo-harbour', 'demo-harbour.appspot.com', 'http://x/').emulatorOrigin).toBeNull();
    expect(photoHomeOf('harbour', 'a/b', null).bucket).toBe('');
  });
});
