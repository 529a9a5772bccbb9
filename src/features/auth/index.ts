// What other features use of accounts: the "Verify your email" notice and its words.
export { VerifyEmailNotice } from './verify-email-notice';
export { VERIFY_EMAIL_TEXTS } from './verify-email-texts';
// The admin portal's door for a session without its second factor (#32).
export { SecondFactorGate } from './second-factor-gate';
