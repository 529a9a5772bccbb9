import { describe, expect, it } from 'vitest';
import { firebaseSources } from './firebase-policy-sources';

const DEMO = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-harbour',
  VITE_FIREBASE_AUTH_EMULATOR: 'http://127.0.0.1:9099',
  VITE_FIREBASE_FUNCTIONS_EMULATOR: '127.0.0.1:5001',
  VITE_FIRESTORE_EMULATOR: '127.0.0.1:8080',
  VITE_STORAGE_EMULATOR: '127.0.0.1:9199',
};

describe('#32 CSP: the Firebase hosts a build talks to', () => {
  it('the emulators: their ports on any host (a phone on the local network), Storage for images', () => {
    expect(firebaseSources(DEMO)).toEqual({
      connect: ['http://*:9099', 'http://*:8080', 'http://*:5001', 'http://*:9199'],
      images: ['http://*:9199'],
    });
  });

  it("a real project: Google's Firebase hosts and its own callables' region; never an emulator's port", () => {
    const sources = firebaseSources({
      ...DEMO,
      VITE_FIREBASE_PROJECT_ID: 'nassau-harbour',
      VITE_FIREBASE_FUNCTIONS_REGION: 'us-east1',
    });
    expect(sources.connect).toContain('https://us-east1-nassau-harbour.cloudfunctions.net');
    expect(sources.connect).toContain('https://firestore.googleapis.com');
    expect(sources.images).toEqual(['https://firebasestorage.googleapis.com']);
    expect(sources.connect.join(' ')).not.toMatch(/http:|\*/);
  });

  it('no project: nothing beyond the site', () => {
    expect(firebaseSources({})).toEqual({ connect: [], images: [] });
  });
});
