// An ID token for an account with a second factor, on the local emulators (#32): the password, then the SMS code the
// Auth emulator issued (it sends none), through the same REST calls the web SDK makes. For tests and scripts that act
// as an admin (the rules and the functions want `sign_in_second_factor`).
import { AUTH_EMULATOR_HOST } from './emulator-env.mjs';
import { smsCode } from './sms-codes.mjs';

const API = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com`;
const KEY = 'demo-api-key';

async function call(path, body) {
  const res = await fetch(`${API}${path}?key=${KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json.error ?? json)}`);
  return json;
}

/** Signs in with the password and, when the account has one, its second factor; returns the ID token. */
export async function signInWithSecondFactor(email, password) {
  const first = await call('/v1/accounts:signInWithPassword', { email, password, returnSecureToken: true });
  if (!first.mfaPendingCredential) return first.idToken;
  const factor = first.mfaInfo.find((f) => f.phoneInfo);
  const started = await call('/v2/accounts/mfaSignIn:start', {
    mfaPendingCredential: first.mfaPendingCredential,
    mfaEnrollmentId: factor.mfaEnrollmentId,
    phoneSignInInfo: {},
  });
  const { sessionInfo } = started.phoneResponseInfo;
  const code = await smsCode({ sessionInfo });
  if (!code) throw new Error(`No code was issued for ${email}'s second factor`);
  const done = await call('/v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code },
  });
  return done.idToken;
}
