#!/usr/bin/env node
// npm run backfill: the one-off backfills after the first deploy of #32 (functions/src/backfills.ts): leads' arrival
// stamps (N13), public listings and posts projected again without foreign photos (N1), every account's search alerts in
// the alerts index (N2; later changes keep it by themselves). Safe to run again. Against the project the Admin SDK is
// pointed at (GOOGLE_APPLICATION_CREDENTIALS), or the local emulators (FIRESTORE_EMULATOR_HOST).
import { loadAdmin } from './firebase-admin.mjs';

const { app, firestore } = loadAdmin();
const { runBackfills } = await import('../functions/lib/backfills.js');
const db = firestore.getFirestore(app.initializeApp());
const report = await runBackfills(db);
console.log(`Leads stamped with their arrival: ${report.leadArrivals}.`);
console.log(`Public listings and posts projected again: ${report.publicCopies}.`);
console.log(`Accounts in the alerts index: ${report.alertAccounts}.`);
