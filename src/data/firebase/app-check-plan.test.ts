import { describe, expect, it } from 'vitest';
import {
  appCheckBuildProblem,
  appCheckPlan,
  RECAPTCHA_FRAME_SOURCES,
  RECAPTCHA_SCRIPT_SOURCES,
  recaptchaSources,
} from './app-check-plan';

describe('App Check plan', () => {
  it('is off for the local emulators (demo projects), whatever the env says, and says why', () => {
    const plan = appCheckPlan({ VITE_APP_CHECK_SITE_KEY: 'site-key' }, 'demo-harbour');
    expect(plan).toEqual({ on: false, why: expect.stringMatching(/emulators take no App Check tokens/) });
    expect(recaptchaSources(plan, 'demo-harbour')).toEqual({ scripts: [], frames: [] });
  });

  it('is off for a real project without a site key, and says which variable is missing', () => {
    expect(appCheckPlan({ VITE_APP_CHECK_SITE_KEY: '  ' }, 'nassau-harbour')).toEqual({
      on: false,
      why: 'No reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY) in this build.',
    });
  });

  it('is on with the site key for a real project, with a debug token only when one is given', () => {
    expect(appCheckPlan({ VITE_APP_CHECK_SITE_KEY: '6Lc-key' }, 'nassau-harbour')).toEqual({
      on: true,
      siteKey: '6Lc-key',
      debugToken: null,
    });
    const withDebug = appCheckPlan(
      { VITE_APP_CHECK_SITE_KEY: '6Lc-key', VITE_APP_CHECK_DEBUG_TOKEN: 'ci-token' },
      'nassau-harbour',
    );
    expect(withDebug).toMatchObject({ on: true, debugToken: 'ci-token' });
    expect(recaptchaSources(withDebug, 'nassau-harbour')).toEqual({
      scripts: RECAPTCHA_SCRIPT_SOURCES,
      frames: RECAPTCHA_FRAME_SOURCES,
    });
  });

  it("#32: a real project's page allows reCAPTCHA even without App Check: Firebase asks it before a second factor's SMS", () => {
    const off = appCheckPlan({}, 'nassau-harbour');
    expect(recaptchaSources(off, 'nassau-harbour')).toEqual({
      scripts: RECAPTCHA_SCRIPT_SOURCES,
      frames: RECAPTCHA_FRAME_SOURCES,
    });
  });

  it('#32: a real project is not built without a site key (its callables enforce App Check), unless on purpose', () => {
    expect(appCheckBuildProblem({}, 'nassau-harbour')).toMatch(/no VITE_APP_CHECK_SITE_KEY/);
    expect(appCheckBuildProblem({ VITE_APP_CHECK_SITE_KEY: '6Lc-key' }, 'nassau-harbour')).toBeNull();
    expect(appCheckBuildProblem({ VITE_APP_CHECK_SITE_KEY: 'none' }, 'nassau-harbour')).toBeNull();
    expect(appCheckPlan({ VITE_APP_CHECK_SITE_KEY: 'none' }, 'nassau-harbour')).toMatchObject({ on: false });
    expect(appCheckBuildProblem({}, 'demo-harbour')).toBeNull();
    expect(appCheckBuildProblem({}, '')).toBeNull();
  });
});
