import { expect } from '@playwright/test';
import { AUTH_EMULATOR_HOST, PROJECT_ID } from '../../../scripts/emulator-env.mjs';

/**
 * The newest out-of-band code the Auth emulator holds for `email` (the code in the link Firebase would email: a
 * password reset, or the email verification sent at sign-up). Waits for it: the request may still be on its way.
 */
export async function accountLinkCode(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await res.json()) as {
        oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
      };
      code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)?.oobCode;
      return code ?? null;
    })
    .not.toBeNull();
  return code!;
}

/** The site's page a link of that kind opens (the project's action URL is /auth). */
export const accountLinkPath = (mode: 'resetPassword' | 'verifyEmail', code: string) =>
  `/auth?mode=${mode}&oobCode=${encodeURIComponent(code)}`;
