import { describe, expect, it } from 'vitest';
import { photoHomeOfBuild } from './project-photo-home';

const LOCAL = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-harbour',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-harbour.appspot.com',
  VITE_STORAGE_EMULATOR: '127.0.0.1:9199',
};

describe("finding N1: the app knows its project's photos from the build's config", () => {
  it("the emulators' demo project: its bucket and the local Storage endpoint", () => {
    expect(photoHomeOfBuild(LOCAL, '127.0.0.1')).toEqual({
      bucket: 'demo-harbour.appspot.com',
      emulatorOrigin: 'http://127.0.0.1:9199',
    });
  });

  it('a deployed project: its bucket only, whatever emulator variable the build carries; no project: nothing', () => {
    const deployed = {
      ...LOCAL,
      VITE_FIREBASE_PROJECT_ID: 'harbour',
      VITE_FIREBASE_STORAGE_BUCKET: 'harbour.appspot.com',
    };
    expect(photoHomeOfBuild(deployed, 'harbour.example')).toEqual({
      bucket: 'harbour.appspot.com',
      emulatorOrigin: null,
    });
    expect(photoHomeOfBuild({}, 'harbour.example')).toEqual({ bucket: '', emulatorOrigin: null });
  });
});
