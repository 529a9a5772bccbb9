import { seedDemoData, warmCallables } from './emulators.mjs';
import { PROJECT_ID } from './emulator-env.mjs';
import { REAL_FIRESTORE_HOST } from './local-backend-mode.mjs';
process.env.FIRESTORE_EMULATOR_HOST ??= REAL_FIRESTORE_HOST;
const DIST = new URL('../dist-firebase/', import.meta.url);
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  await fetch(`http://${REAL_FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  const del = performance.now() - t; t = performance.now();
  await seedDemoData({ dist: DIST, log: () => {} });
  const seed = performance.now() - t; t = performance.now();
  await warmCallables();
  console.log('delete', Math.round(del), 'seed', Math.round(seed), 'warm', Math.round(performance.now() - t));
}
process.exit(0);
