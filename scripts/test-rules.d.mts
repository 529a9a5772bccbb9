export declare const PROJECT_ID: string;
export declare const NOT_RUN_EXIT: number;
export declare const SUITES: Record<'firestore' | 'storage', { file: string; hostVariable: string; label: string }>;
export declare function emulatorJars(
  env?: NodeJS.ProcessEnv,
  home?: string,
): { cacheDir: string; firestore: string; storage: string };
export type RulesPlan =
  | { mode: 'running' }
  | { mode: 'start'; env?: Record<string, string>; summary?: string }
  | { mode: 'not-run'; message: string };
export declare function decideStorage(input: {
  running: boolean;
  javaMajorVersion: number | null;
  storageJar: boolean;
  jarPath: string;
}): RulesPlan;
export declare function decideFirestore(input: {
  running: boolean;
  setup: { ok: true; env: Record<string, string>; summary: string } | { ok: false; reason: string };
}): RulesPlan;
export declare function answersHttp(hostPort: string | undefined, timeoutMs?: number): Promise<boolean>;
export declare function combinedExit(codes: number[]): number;
