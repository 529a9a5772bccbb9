import { describe, expect, it } from 'vitest';
import { downloadUrlOf, photosToCopy, storageObjectOf, withCopiedUrls } from './listing-photos';

const BUCKET = 'demo-harbour.appspot.com';
const submissionUrl = (photoId: string, host = 'https://firebasestorage.googleapis.com', bucket = BUCKET) =>
  `${host}/v0/b/${bucket}/o/submissions%2Fowner-1%2Fsub-9%2F${photoId}?alt=media&token=1b2c-3d4e`;

describe('finding 5: an approved submission’s photos are copied into the listing’s folder', () => {
  it('reads the object a download URL names, from Firebase Storage or the local endpoint', () => {
    expect(storageObjectOf(submissionUrl('p1'))).toEqual({
      origin: 'https://firebasestorage.googleapis.com',
      bucket: BUCKET,
      path: 'submissions/owner-1/sub-9/p1',
    });
    expect(storageObjectOf(submissionUrl('p1', 'http://127.0.0.1:9199'))?.origin).toBe('http://127.0.0.1:9199');
  });

  it('reads nothing from other addresses, a URL without a token, or a broken encoding', () => {
    for (const url of [
      'https://evil.example/v0/b/x/o/submissions%2Fa%2Fb%2Fc?alt=media&token=abc',
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/submissions%2Fa%2Fb%2Fc`,
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/%E0%A4%A?alt=media&token=abc`,
      'pending:p1',
      42,
      null,
    ])
      expect(storageObjectOf(url)).toBeNull();
  });

  it('writes a download URL back in the form it reads', () => {
    const object = { origin: 'http://127.0.0.1:9199', bucket: BUCKET, path: 'boats/b1/p1' };
    expect(downloadUrlOf(object, 'tok-1')).toBe(
      `http://127.0.0.1:9199/v0/b/${BUCKET}/o/boats%2Fb1%2Fp1?alt=media&token=tok-1`,
    );
    expect(storageObjectOf(downloadUrlOf(object, 'tok-1'))).toEqual(object);
  });

  it('copies only the photos still in a submission folder of this bucket, each to boats/{boatId}/{photoId}', () => {
    const images = [
      { id: 'p1', url: submissionUrl('p1'), isPrimary: true, displayOrder: 1 },
      { id: 'p2', url: `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/boats%2Fb1%2Fp2?alt=media&token=abc` },
      { id: 'p3', url: submissionUrl('p3', 'https://firebasestorage.googleapis.com', 'other-bucket') },
      { id: 'p4', url: 'pending:p4' },
      { id: '../x', url: submissionUrl('x') },
      'not an image',
      { id: 'p5', url: submissionUrl('p5', 'http://127.0.0.1:9199') },
    ];
    expect(photosToCopy('b1', images, BUCKET)).toEqual([
      {
        imageId: 'p1',
        fromUrl: submissionUrl('p1'),
        from: {
          origin: 'https://firebasestorage.googleapis.com',
          bucket: BUCKET,
          path: 'submissions/owner-1/sub-9/p1',
        },
        to: { origin: 'https://firebasestorage.googleapis.com', bucket: BUCKET, path: 'boats/b1/p1' },
      },
      {
        imageId: 'p5',
        fromUrl: submissionUrl('p5', 'http://127.0.0.1:9199'),
        from: { origin: 'http://127.0.0.1:9199', bucket: BUCKET, path: 'submissions/owner-1/sub-9/p5' },
        to: { origin: 'http://127.0.0.1:9199', bucket: BUCKET, path: 'boats/b1/p5' },
      },
    ]);
    expect(photosToCopy('b1', 'not a list', BUCKET)).toEqual([]);
    expect(photosToCopy('../b1', images, BUCKET)).toEqual([]);
  });

  it('a submission path of another shape is not copied (only submissions/{uid}/{submissionId}/{photoId})', () => {
    const deep = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/submissions%2Fa%2Fb%2Fc%2Fd?alt=media&token=t`;
    const escaped = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/submissions%2Fa%2F..%2Fc?alt=media&token=t`;
    expect(
      photosToCopy(
        'b1',
        [
          { id: 'p1', url: deep },
          { id: 'p2', url: escaped },
        ],
        BUCKET,
      ),
    ).toEqual([]);
  });

  it('points only the entries that still hold the URL that was copied at their copies', () => {
    const copied = new Map([
      ['p1', { fromUrl: 'old-1', url: 'new-1' }],
      ['p2', { fromUrl: 'old-2', url: 'new-2' }],
    ]);
    const images = [
      { id: 'p1', url: 'old-1', displayOrder: 1 },
      { id: 'p2', url: 'replaced by the admin meanwhile', displayOrder: 2 },
      { id: 'p3', url: 'untouched', displayOrder: 3 },
    ];
    expect(withCopiedUrls(images, copied)).toEqual([
      { id: 'p1', url: 'new-1', displayOrder: 1 },
      { id: 'p2', url: 'replaced by the admin meanwhile', displayOrder: 2 },
      { id: 'p3', url: 'untouched', displayOrder: 3 },
    ]);
  });
});
