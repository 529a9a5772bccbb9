// The text messages the Auth emulator would send (#32: the second factor's codes), read from its own endpoint. For the
// tests, and for `npm start`, which prints each new one (the emulator sends no SMS).
import { AUTH_EMULATOR_HOST, PROJECT_ID } from './emulator-env.mjs';

/** Every code the Auth emulator issued since it started, oldest first: { phoneNumber, code, sessionInfo }. */
export async function smsCodes() {
  const res = await fetch(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  if (!res.ok) throw new Error(`Auth emulator: reading the codes failed (${res.status})`);
  const { verificationCodes = [] } = await res.json();
  return verificationCodes;
}

/** The code of `sessionInfo` (a REST sign-in knows which), or the newest for `phoneNumber`. */
export async function smsCode({ phoneNumber, sessionInfo }) {
  const codes = await smsCodes();
  const found = sessionInfo
    ? codes.find((c) => c.sessionInfo === sessionInfo)
    : codes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
  return found?.code ?? null;
}
