export declare const NOT_ENFORCED: string;
export declare function startLocalStorage(options?: {
  host?: string;
  port?: number;
  projectId?: string;
  log?: (line: string) => void;
}): Promise<{ host: string; port: number; stop(): Promise<void> }>;
