export declare const READY_LINE: string;
export declare const HUB_ORIGIN: string;
export declare function isPortOpen(port: number, host?: string): Promise<boolean>;
export declare function realEmulatorProcessEnv(
  base?: NodeJS.ProcessEnv,
  javaEnv?: Record<string, string>,
): NodeJS.ProcessEnv;
export declare function startEmulators(options?: {
  log?: (line: string) => void;
  seed?: boolean;
  javaEnv?: Record<string, string>;
  listen?: string;
}): Promise<{ stop(): Promise<void> }>;
export declare function warmCallables(): Promise<void>;
export declare function seedDemoData(options?: { dist?: URL; log?: (line: string) => void }): Promise<void>;
export declare function emulatorConfig<T extends { emulators?: Record<string, unknown>; firestore?: object }>(
  config: T,
  options: { host: string; rulesFile: string },
): T & { firestore: { rules: string } };
export declare function withEmulatorHost<T extends { emulators?: Record<string, unknown> }>(config: T, host: string): T;
export declare function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs?: number,
  intervalMs?: number,
): Promise<void>;
