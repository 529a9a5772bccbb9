/// <reference types="vite/client" />
import { photoHomeOf, type PhotoHome } from '@harbour/domain/boats/project-photos';
import { readEmulatorConfig, readFirebaseConfig } from '@/data/backend-config';

type Env = Record<string, string | undefined>;

/**
 * Finding N1: where this build's project keeps its photos: the bucket of its web config and, for a `demo-*` project
 * on the emulators, the local Storage endpoint at the address this page reaches it by (as the uploader stores them).
 */
export function photoHomeOfBuild(env: Env = import.meta.env, pageHost?: string): PhotoHome {
  const firebase = readFirebaseConfig(env);
  if (!firebase) return { bucket: '', emulatorOrigin: null };
  const storage = readEmulatorConfig(env, firebase.projectId, pageHost).storage;
  return photoHomeOf(firebase.projectId, firebase.storageBucket, storage ? `${storage.host}:${storage.port}` : null);
}
