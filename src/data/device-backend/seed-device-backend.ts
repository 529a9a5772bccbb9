import type { DeviceBackendDb } from './backend-db';
import { buildDemoData } from '../seed/demo-data';
import { loadDemoData } from './load-demo-data';

export { SEED_KEY } from './load-demo-data';

/** Node and tests: loads the bundled demo data straight from the seed modules. */
export function seedDeviceBackend(db: DeviceBackendDb): Promise<boolean> {
  return loadDemoData(db, buildDemoData());
}
