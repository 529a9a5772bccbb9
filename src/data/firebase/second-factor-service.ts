import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type Auth,
  type MultiFactorError,
  type PhoneMultiFactorInfo,
} from 'firebase/auth';
import { SECOND_FACTOR_TEXTS } from '@harbour/domain/accounts/second-factor';
import { readableAuthError } from './auth-errors';
import { AuthServiceError, type SecondFactorChallenge, type SecondFactorEnrolment } from './auth-types';

/**
 * The second factor (#32): an SMS code through Identity Platform, asked at every admin sign-in and enrolled once per
 * admin. Loaded only when an account has one or enrols one, so the sign-in chunk stays small. Firebase asks for an
 * invisible reCAPTCHA before it sends a text; the local emulators skip it (app.ts: appVerificationDisabledForTesting).
 */

const MESSAGES: Record<string, string> = {
  'auth/invalid-verification-code': SECOND_FACTOR_TEXTS.wrongCode,
  'auth/missing-verification-code': SECOND_FACTOR_TEXTS.codeShape,
  'auth/code-expired': SECOND_FACTOR_TEXTS.expiredCode,
  'auth/invalid-phone-number': SECOND_FACTOR_TEXTS.phoneShape,
  'auth/missing-phone-number': SECOND_FACTOR_TEXTS.phoneShape,
  'auth/second-factor-already-in-use': SECOND_FACTOR_TEXTS.alreadyEnrolled,
  'auth/unverified-email': SECOND_FACTOR_TEXTS.verifyEmailFirst,
};

async function readable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw readableAuthError(error, MESSAGES);
  }
}

let verifier: RecaptchaVerifier | null = null;

/** A new invisible check for each text sent (a used one cannot be asked again), in a box of its own. */
function freshVerifier(auth: Auth): RecaptchaVerifier {
  verifier?.clear();
  document.getElementById('second-factor-check')?.remove();
  const box = document.createElement('div');
  box.id = 'second-factor-check';
  document.body.append(box);
  verifier = new RecaptchaVerifier(auth, box, { size: 'invisible' });
  return verifier;
}

/** The challenge of a sign-in Firebase refused with auth/multi-factor-auth-required: the code is sent at once. */
export async function secondFactorChallenge(auth: Auth, error: unknown): Promise<SecondFactorChallenge> {
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find((h) => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID) as
    PhoneMultiFactorInfo | undefined;
  if (!hint) throw new AuthServiceError(SECOND_FACTOR_TEXTS.unsupported, 'auth/unsupported-second-factor');
  const send = () =>
    readable(() =>
      new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: hint, session: resolver.session },
        freshVerifier(auth),
      ),
    );
  let verificationId = await send();
  return {
    hint: hint.phoneNumber,
    verify: (code) =>
      readable(async () => {
        const credential = PhoneAuthProvider.credential(verificationId, code.trim());
        await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
      }),
    async resend() {
      verificationId = await send();
    },
  };
}

/** Sends the code that enrols `phoneNumber` for the signed-in account. */
export async function enrolPhone(auth: Auth, phoneNumber: string): Promise<SecondFactorEnrolment> {
  const user = auth.currentUser;
  if (!user) throw new AuthServiceError(SECOND_FACTOR_TEXTS.signedOut, 'auth/no-current-user');
  const verificationId = await readable(async () => {
    const session = await multiFactor(user).getSession();
    return new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, freshVerifier(auth));
  });
  return {
    verify: (code) =>
      readable(async () => {
        const credential = PhoneAuthProvider.credential(verificationId, code.trim());
        await multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(credential), 'Mobile');
      }),
  };
}
