/**
 * The password rule's length and messages (#32), apart from the rule itself (password.ts): what shows a refusal needs
 * these only, not the list of common passwords (the home page's JavaScript budget: the sign-out's error message reads
 * them on every page).
 */
export const PASSWORD_MIN = 10;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooCommon: 'This password is too common. Choose another.',
  mismatch: 'Passwords do not match',
} as const;
