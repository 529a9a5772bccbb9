import { expect } from '@playwright/test';
import { AUTH_EMULATOR_HOST, PROJECT_ID } from '../../../scripts/emulator-env.mjs';
import { backendDocs } from './backend';

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

/**
 * The link of the newest account email (#32: a sign-up's "Choose your password", or the note to a known address) the
 * backend wrote for `email`, as a path on this site: the email's link names the production site. Waits for it: the
 * trigger may still be on its way.
 */
export async function accountMailLink(email: string, mode: 'finishSignUp' | 'resetPassword'): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await backendDocs('mail', 'to', email)) as Array<{
          kind?: string;
          createdAt?: string;
          message?: { text?: string };
        }>;
        const newest = mails
          .filter((m) => m.kind === 'accountRequest')
          .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
          .at(-1);
        const link = newest?.message?.text?.match(/https?:\/\/\S+\/auth\?mode=[A-Za-z]+&oobCode=\S+/)?.[0];
        const url = link ? new URL(link) : null;
        path = url && url.searchParams.get('mode') === mode ? `${url.pathname}${url.search}` : undefined;
        return path ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return path!;
}
