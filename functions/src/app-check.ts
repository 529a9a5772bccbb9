/**
 * App Check on the callables (issue #15): enforced when the deployment says so (ENFORCE_APP_CHECK=true in
 * functions/.env.<project>, read when the functions are loaded, so it is part of what `firebase deploy` sets up),
 * never in the emulator, which cannot verify tokens offline. docs/SECURITY.md, "Deploying App Check".
 */
type Env = Record<string, string | undefined>;

/** Pure: whether the callables refuse requests without a valid App Check token. */
export function enforceAppCheck(env: Env): boolean {
  return env.ENFORCE_APP_CHECK === 'true' && env.FUNCTIONS_EMULATOR !== 'true';
}

/** The options every callable is declared with. */
export function callableOptions(env: Env = process.env): { enforceAppCheck: boolean } {
  return { enforceAppCheck: enforceAppCheck(env) };
}
