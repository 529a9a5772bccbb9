// The login's second step in a browser (#32), for the tests and the bench: submit the password, then type the SMS
// code the Auth emulator issued for the account's phone. Sign-ins of one phone are taken one at a time across
// processes (Playwright workers), so each reads its own code, not a parallel sign-in's.
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { smsCodes } from './sms-codes.mjs';

const CODE_FORM = 'Enter your security code';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function lock(name, timeoutMs = 60_000) {
  const dir = path.join(os.tmpdir(), `harbour-sms-${name.replace(/\W/g, '')}.lock`);
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(dir);
      return () => rm(dir, { recursive: true, force: true });
    } catch {
      // A holder that died leaves its lock: it is stale after half a minute.
      const held = await stat(dir).catch(() => null);
      if (held && Date.now() - held.mtimeMs > 30_000) await rm(dir, { recursive: true, force: true });
      if (Date.now() - started > timeoutMs) throw new Error(`waited ${timeoutMs} ms for the SMS code lock of ${name}`);
      await sleep(100);
    }
  }
}

/**
 * Runs `submit` (the Login button's click), then answers the code step with the newest code issued to `phoneNumber`
 * after it. Resolves once Verify is clicked (the page goes on as a person's would).
 */
export async function withSecondFactor(page, phoneNumber, submit, timeoutMs = 20_000) {
  const release = await lock(phoneNumber);
  try {
    // Codes already issued, by their session: the emulator deletes a code once it is used, so a parallel sign-in can
    // shrink the list meanwhile, and a count of what was there before would skip the new code.
    const before = new Set((await smsCodes()).map((c) => c.sessionInfo));
    await submit();
    const form = page.getByRole('form', { name: CODE_FORM });
    await form.waitFor({ timeout: timeoutMs });
    let code = null;
    for (const until = Date.now() + timeoutMs; !code && Date.now() < until; await sleep(100))
      code =
        (await smsCodes()).filter((c) => !before.has(c.sessionInfo) && c.phoneNumber === phoneNumber).at(-1)?.code ??
        null;
    if (!code) throw new Error(`no SMS code was issued to ${phoneNumber}`);
    await form.getByLabel('Security code').fill(code);
    await form.getByRole('button', { name: 'Verify' }).click();
    // The code is used once the form is gone: the next sign-in of this phone may start.
    await form.waitFor({ state: 'detached', timeout: timeoutMs });
  } finally {
    await release();
  }
}
