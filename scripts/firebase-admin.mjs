// The Admin SDK lives in functions/ (its own package); scripts load it from there so the root
// package needs no second copy.
import { createRequire } from 'node:module';

const requireFromFunctions = createRequire(new URL('../functions/package.json', import.meta.url));

export function loadAdmin() {
  return {
    app: requireFromFunctions('firebase-admin/app'),
    auth: requireFromFunctions('firebase-admin/auth'),
    firestore: requireFromFunctions('firebase-admin/firestore'),
  };
}
