import { describe, expect, it } from 'vitest';
import { projectPhotoHome } from './photo-home';

describe("finding N1: the functions know the project's photos from the runtime's own config", () => {
  it('a deployed project: its default bucket, never the local endpoint (even if a variable names one)', () => {
    const env = {
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'harbour', storageBucket: 'harbour.appspot.com' }),
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
    };
    expect(projectPhotoHome(env)).toEqual({ bucket: 'harbour.appspot.com', emulatorOrigin: null });
  });

  it("the emulators' demo project: its bucket and the local Storage endpoint", () => {
    const env = {
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-harbour', storageBucket: 'demo-harbour.appspot.com' }),
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
    };
    expect(projectPhotoHome(env)).toEqual({
      bucket: 'demo-harbour.appspot.com',
      emulatorOrigin: 'http://127.0.0.1:9199',
    });
  });

  it('no readable config: no bucket (only /media/ is public)', () => {
    expect(projectPhotoHome({ FIREBASE_CONFIG: '{', GCLOUD_PROJECT: 'harbour' }).bucket).toBe('');
    expect(projectPhotoHome({}).bucket).toBe('');
  });
});
