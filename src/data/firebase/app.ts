import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { readAccountsConfig } from '@/data/backend-config';
import { AUTH_MESSAGES } from './auth-errors';
import { AuthServiceError } from './auth-types';

interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
}

let handles: FirebaseHandles | null = null;

/** The one Firebase app of the page (loaded lazily: only src/data/firebase/** imports firebase). */
export function firebase(): FirebaseHandles {
  if (handles) return handles;
  const config = readAccountsConfig();
  if (!config) throw new AuthServiceError(AUTH_MESSAGES.unavailable, 'config/missing');
  const app = getApps().length ? getApp() : initializeApp(config.firebase);
  // initializeAuth without the popup/redirect resolver keeps the bundle small (email + password only).
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const functions = getFunctions(app, config.functionsRegion);
  if (config.emulators.authUrl) connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
  if (config.emulators.functions)
    connectFunctionsEmulator(functions, config.emulators.functions.host, config.emulators.functions.port);
  handles = { app, auth, functions };
  return handles;
}
