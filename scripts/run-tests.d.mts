export declare const NOT_RUN_EXIT: number;
export interface Step {
  name: string;
  label: string;
  command: string;
  mayNotRun?: boolean;
  /** Runs beside the named suite once that suite's output shows its `freeFrom` line. */
  beside?: string;
  /** The command beside that suite (e.g. on one core), when it differs. */
  besideCommand?: string;
  freeFrom?: string;
}
export declare const SEEDED_PHASE_LINE: string;
export declare function schedule(steps: Step[]): { step: Step; beside: Step[] }[];
export type Outcome = 'PASSED' | 'FAILED' | 'NOT RUN';
export declare const STEPS: Step[];
export declare function outcome(step: Step, exitCode: number): Outcome;
export declare function notRunReason(output: string): string;
export declare function formatDuration(seconds: number): string;
export declare function summarize(
  results: { label: string; result: Outcome; reason: string; seconds?: number; beside?: string }[],
  wallSeconds?: number,
): {
  lines: string[];
  exitCode: number;
};
export declare function failureDigest(output: string, max?: number): string[];
export declare function selectSteps(names: string[], steps?: Step[]): Step[];
