#!/usr/bin/env node
// npm start: the local default, fully offline.
//   1. builds the site (vite build; the committed .env points accounts at the emulators),
//   2. starts the Firestore stand-in + Firebase Auth and Functions emulators, seeds the demo accounts,
//   3. serves the build with `vite preview` on http://127.0.0.1:4173.
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startEmulators } from './emulators.mjs';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.PORT ?? 4173);
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    console.log('Building the site...');
    await run(bin('vite'), ['build']);
  }
  console.log('Starting the Firebase emulators (offline)...');
  const emulators = await startEmulators();
  const preview = spawn(bin('vite'), ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { cwd: ROOT, stdio: 'inherit' });

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    if (preview.exitCode === null) preview.kill('SIGTERM');
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  preview.on('exit', (code) => void stop(code ?? 0));

  console.log(`\nNassau Harbour Yachts: http://127.0.0.1:${PORT}/`);
  console.log('Demo sign-ins (local emulator only):');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email}  /  ${a.password}`);
  console.log('Ctrl-C stops the site and the emulators.\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
