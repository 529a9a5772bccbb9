export declare const MIN_JAVA: number;
export declare const FIRESTORE_MAIN_CLASS: string;
export declare const HOW_TO_GET: string;
export declare function javaMajor(output: string | null | undefined): number | null;
export declare function javaCandidates(env?: NodeJS.ProcessEnv): string[];
export declare function pickJava<T extends { major: number | null }>(versions: T[]): T | null;
export declare function findJava(env?: NodeJS.ProcessEnv): {
  best: { binary: string; major: number; home: string } | null;
  seen: Array<{ binary: string; major: number | null }>;
};
export declare function gcloudRoots(env?: NodeJS.ProcessEnv, home?: string): string[];
export declare function findFirestoreJar(
  env?: NodeJS.ProcessEnv,
  home?: string,
): { jar: string; runnable: boolean; from: string } | null;
export declare function wrapperManifest(classPathUrl: string): string;
export declare function isOurFirestoreEmulator(cmdline: string, port: number, wrapperDir?: string): boolean;
export declare function ensureWrapperJar(gcloudJar: string, javaHome: string, dir?: string): string;
export declare function emulatorJavaEnv(
  javaHome: string,
  jar: string,
  base?: NodeJS.ProcessEnv,
): Record<string, string>;
export declare function firestoreEmulatorSetup(env?: NodeJS.ProcessEnv):
  | {
      ok: true;
      env: Record<string, string>;
      java: { binary: string; major: number; home: string };
      jar: string;
      summary: string;
    }
  | { ok: false; reason: string };
