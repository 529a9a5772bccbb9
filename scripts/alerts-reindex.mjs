#!/usr/bin/env node
// npm run alerts:reindex: puts every account's search alerts in the alerts index (functions/src/alert-index.ts), once,
// after the first deploy of the index (#32, finding N2); later changes keep it by themselves (the profiles trigger).
// Against the project the Admin SDK is pointed at (GOOGLE_APPLICATION_CREDENTIALS), or the local emulators
// (FIRESTORE_EMULATOR_HOST).
import { loadAdmin } from './firebase-admin.mjs';

const { app, firestore } = loadAdmin();
const { reindexAlerts } = await import('../functions/lib/alert-index.js');
const db = firestore.getFirestore(app.initializeApp());
console.log(`Alerts index: ${await reindexAlerts(db)} accounts with alerts.`);
