export type NotMeasured = { status: 'not measured'; reason: string };
export declare function notMeasured(reason: string): NotMeasured;
export declare function withinLimit<T>(
  name: string,
  limitMs: number,
  fn: (signal: AbortSignal) => Promise<T> | T,
  options?: { onTimeout?: () => Promise<void> },
): Promise<T | NotMeasured>;
export declare function deadline(totalMs: number, now?: () => number): { limitFor(stepMs: number): number | null };
