/**
 * Where the rules test suites find the emulators: `firebase emulators:exec` (scripts/test-rules.mjs) sets
 * FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST. Without them the suites fail loudly instead of
 * passing: run them through `npm run test:rules`.
 */
export const PROJECT_ID = 'demo-harbour';

export function emulatorAddress(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): {
  host: string;
  port: number;
} {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: the rules tests need the emulators. Run them with \`npm run test:rules\`.`,
    );
  const at = value.lastIndexOf(':');
  const host = value.slice(0, at).replace(/^\[|\]$/g, '');
  const port = Number(value.slice(at + 1));
  if (!host || !Number.isInteger(port)) throw new Error(`${variable}=${value} is not host:port`);
  return { host, port };
}
