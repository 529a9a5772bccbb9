/**
 * App Check on the callables (issues #15, #32): enforced in production, wherever the functions are deployed, unless the
 * deployment says ENFORCE_APP_CHECK=false (functions/.env.<project>, for the first days of a rollout while the
 * console's metrics show old tabs without tokens ageing out). Never in the emulator, which cannot verify a token
 * offline (a debug token, too, is exchanged with Google's servers). docs/SECURITY.md, "Deploying App Check".
 */
import { PUBLIC_MAX_INSTANCES } from './instance-limits';

type Env = Record<string, string | undefined>;

/** Pure: whether the callables refuse requests without a valid App Check token. */
export function enforceAppCheck(env: Env): boolean {
  return env.FUNCTIONS_EMULATOR !== 'true' && env.ENFORCE_APP_CHECK !== 'false';
}

/** The options every callable is declared with: App Check as the deployment says, and the ceiling on instances (#32 N12). */
export function callableOptions(env: Env = process.env): { enforceAppCheck: boolean; maxInstances: number } {
  return { enforceAppCheck: enforceAppCheck(env), maxInstances: PUBLIC_MAX_INSTANCES };
}
