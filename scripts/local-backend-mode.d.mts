export declare const REAL_FIRESTORE_PORT: number;
export declare const STORAGE_PORT: number;
export declare const REAL_FIRESTORE_HOST: string;
export declare const STORAGE_HOST: string;
export type LocalBackendPlan = { mode: 'firestore-emulators'; reason: string } | { mode: 'error'; reason: string };
export declare function decideLocalBackend(input: {
  firestore: { ok: true; summary: string } | { ok: false; reason: string };
}): LocalBackendPlan;
export declare function detectLocalBackend(
  env?: NodeJS.ProcessEnv,
): LocalBackendPlan & { javaEnv: Record<string, string> | null };
