import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { appCheckPlan } from './app-check-plan';
import { readAccountsConfig } from '@/data/backend-config';
import { AUTH_MESSAGES } from './auth-errors';
import { AuthServiceError } from './auth-types';

interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
}

let handles: FirebaseHandles | null = null;
const DEFAULT_APP = '[DEFAULT]';

/** The one Firebase app of the page (loaded lazily: only src/data/firebase/** imports firebase). */
export function firebase(): FirebaseHandles {
  if (handles) return handles;
  const config = readAccountsConfig();
  if (!config) throw new AuthServiceError(AUTH_MESSAGES.unavailable, 'config/missing');
  // The page's app is the default one; other (named) apps may exist beside it, e.g. a test's second client.
  const fresh = !getApps().some((a) => a.name === DEFAULT_APP);
  const app = fresh ? initializeApp(config.firebase) : getApp();
  // Before any service sends a request: each then carries the App Check token (off for the local emulators).
  const check = appCheckPlan(import.meta.env, config.firebase.projectId);
  if (fresh && check.on) {
    if (check.debugToken)
      (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = check.debugToken;
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(check.siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  // initializeAuth without the popup/redirect resolver keeps the bundle small (email + password only).
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const functions = getFunctions(app, config.functionsRegion);
  if (config.emulators.authUrl) {
    connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    // The Auth emulator sends no text and checks no reCAPTCHA before a second factor's code (#32): without this the
    // SDK would load Google's reCAPTCHA, which a local, offline machine cannot reach. Emulator builds only
    // (readEmulatorConfig: 'demo-*' projects).
    auth.settings.appVerificationDisabledForTesting = true;
  }
  if (config.emulators.functions)
    connectFunctionsEmulator(functions, config.emulators.functions.host, config.emulators.functions.port);
  handles = { app, auth, functions };
  return handles;
}
