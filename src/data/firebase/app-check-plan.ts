/**
 * App Check (issue #15, "abuse has limits"): in production every request to the callables, Firestore and Storage
 * carries a token saying it comes from this site, attested by reCAPTCHA Enterprise; the services refuse the rest once
 * enforcement is on (docs/SECURITY.md, "Deploying App Check"). The local emulators take no App Check tokens (getting
 * one needs Google's servers), so a demo project runs without it, and says so.
 */
type Env = Record<string, string | undefined>;

export type AppCheckPlan = { on: true; siteKey: string; debugToken: string | null } | { on: false; why: string };

/** The site key a deployer gives to build a real project without App Check on purpose (its functions then need ENFORCE_APP_CHECK=false). */
export const NO_APP_CHECK = 'none';

/**
 * Pure: why a build must not go out, or null. The deployed callables enforce App Check (#32, functions/src/app-check.ts):
 * a real project's build without a site key would have every view, lead and sign-up refused, so it is stopped here,
 * unless the deployer says `VITE_APP_CHECK_SITE_KEY=none` on purpose.
 */
export function appCheckBuildProblem(env: Env, projectId: string): string | null {
  if (!projectId || projectId.startsWith('demo-') || (env.VITE_APP_CHECK_SITE_KEY ?? '').trim()) return null;
  return (
    `The build for ${projectId} has no VITE_APP_CHECK_SITE_KEY, and the deployed callables enforce App Check: ` +
    `every request would be refused. Set the reCAPTCHA Enterprise site key, or VITE_APP_CHECK_SITE_KEY=${NO_APP_CHECK} ` +
    'with ENFORCE_APP_CHECK=false in functions/.env.<project> (docs/SECURITY.md, "Deploying App Check").'
  );
}

/** Pure: whether this build attests its requests, from its env and project. */
export function appCheckPlan(env: Env, projectId: string): AppCheckPlan {
  if (projectId.startsWith('demo-'))
    return { on: false, why: 'The local emulators take no App Check tokens (a token needs Google’s servers).' };
  const siteKey = (env.VITE_APP_CHECK_SITE_KEY ?? '').trim();
  if (!siteKey || siteKey === NO_APP_CHECK)
    return { on: false, why: 'No reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY) in this build.' };
  // A debug token (registered in the console) lets a test machine or a developer's browser pass without reCAPTCHA.
  const debugToken = (env.VITE_APP_CHECK_DEBUG_TOKEN ?? '').trim() || null;
  return { on: true, siteKey, debugToken };
}

/** Where reCAPTCHA loads its script from. */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** Where reCAPTCHA loads its (invisible) frames from. */
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * Pure: reCAPTCHA's sources for the page's script policy (scripts/vite-script-policy.ts). App Check attests requests
 * with it, and on a real project Firebase asks it before it texts a second factor's code (#32); the local emulators
 * need neither, so their builds allow none.
 */
export function recaptchaSources(plan: AppCheckPlan, projectId: string): { scripts: string[]; frames: string[] } {
  const needed = plan.on || (projectId !== '' && !projectId.startsWith('demo-'));
  return needed ? { scripts: RECAPTCHA_SCRIPT_SOURCES, frames: RECAPTCHA_FRAME_SOURCES } : { scripts: [], frames: [] };
}
