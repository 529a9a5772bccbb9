import { test, expect, type Page } from '@playwright/test';
import { AUTH_EMULATOR_HOST } from '../../scripts/emulator-env.mjs';
import { FIRST_SYNC, SIGN_OUT } from './support/timing';
import { PASSWORD, requestAccount, signUp, uniqueEmail } from './support/client';
import { accountLinkCode, accountLinkPath, accountMailLink } from './support/account-links';

// #32, accounts people can trust: the password rule with its strength hint, an account whose password predates the
// rule asked for a new one at sign-in, and "Forgot password?" through the Auth emulator's out-of-band codes (the
// link Firebase would email). Each test makes its own account.
test.describe.configure({ timeout: 90_000 });

const AUTH = `http://${AUTH_EMULATOR_HOST}`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A new account (the sign-up and its emailed link), signed out again. */
async function newAccount(page: Page, email: string) {
  await signUp(page, 'Tess Rolle', email);
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible(SIGN_OUT);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Sets an account's password past the app (the Auth emulator's REST API), as an account made before the rule. */
async function setOldPassword(email: string, password: string) {
  const key = 'demo-api-key';
  const signIn = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const update = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, password, returnSecureToken: true }),
  });
  expect(update.ok, await update.text()).toBe(true);
}

test("a new account's password page says how strong a password is, and refuses a short or common one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('common');
  await requestAccount(page, 'Common Carl', email);
  await page.goto(await accountMailLink(email, 'finishSignUp'));
  await expect(page.getByText(`Your account: ${email}`)).toBeVisible(FIRST_SYNC);
  const form = page.getByRole('form', { name: 'Choose your password' });
  const password = form.getByRole('textbox', { name: 'New password', exact: true });
  await password.fill('abc');
  await expect(form.getByText('Strength: weak (fewer than 10 characters)')).toBeVisible();
  await password.fill('password123');
  await expect(form.getByText('Strength: weak (a very common password)')).toBeVisible();
  await password.fill('Bimini-tides-7');
  await expect(form.getByText('Strength: strong')).toBeVisible();

  await password.fill('password123');
  await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('password123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This password is too common. Choose another.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  // 9 characters: one short of the rule (not the spec's 6).
  await password.fill('sunny-ha9');
  await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('sunny-ha9');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('an account whose password predates the rule is asked for a new one at sign-in; the new one works', async ({
  page,
}) => {
  const email = uniqueEmail('oldrule');
  await newAccount(page, email);
  await setOldPassword(email, 'abc123');

  await logIn(page, email, 'abc123');
  await expect(page.getByRole('heading', { name: 'Time for a stronger password' })).toBeVisible(FIRST_SYNC);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('Exuma-cays-2026');
  await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Exuma-cays-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible(FIRST_SYNC);
  await expect(page).toHaveURL(/\/client\/dashboard$/, FIRST_SYNC);

  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible(SIGN_OUT);
  await logIn(page, email, 'Exuma-cays-2026');
  await expect(page).toHaveURL(/\/client\/dashboard$/, FIRST_SYNC);
});

test('"Forgot password?" answers the same for any address; the emailed link sets a new password on /auth', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await newAccount(page, email);
  const sent = "If an account exists for that address, we've sent a link to reset the password.";

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset password' });
  // No account: the same answer (no way to learn which addresses have one).
  await form.getByLabel('Email').fill(uniqueEmail('nobody'));
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText(sent)).toBeVisible(FIRST_SYNC);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText(sent)).toBeVisible(FIRST_SYNC);

  // The link in the email.
  const code = await accountLinkCode(email, 'PASSWORD_RESET');
  await page.goto(accountLinkPath('resetPassword', code));
  await expect(page.getByText(`For ${email}`)).toBeVisible(FIRST_SYNC);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByRole('textbox', { name: 'New password', exact: true }).fill('Andros-blue-hole-9');
  await choose.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Andros-blue-hole-9');
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now log in.')).toBeVisible(FIRST_SYNC);
  const login = page.getByRole('form', { name: 'Login' });
  await expect(login.getByLabel('Email')).toHaveValue(email);
  await login.getByLabel('Password').fill('Andros-blue-hole-9');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, FIRST_SYNC);

  // The link works once.
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible(SIGN_OUT);
  await page.goto(accountLinkPath('resetPassword', code));
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible(FIRST_SYNC);
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
});
