/** What the site says about confirming an email address (#32), in one place for the pages and their tests. */
export const VERIFY_EMAIL_TEXTS = {
  heading: 'Verify your email',
  sentTo: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your address: until then we cannot email you, for example about new boats that match your saved searches.`,
  resend: 'Send the link again',
  resent: (email: string) => `We sent a new link to ${email}.`,
  recheck: 'I have opened the link',
  notYet: 'Your email is not verified yet. Open the link we sent, then try again.',
  verified: 'Your email is verified.',
  checking: 'Checking your link...',
  thanks: 'Thank you. We can now email you, for example when a new boat matches one of your saved searches.',
  toDashboard: 'Go to your dashboard',
  logIn: 'Log in',
  alertsNeedVerifiedEmail: 'Verify your email to get emails about your saved searches.',
} as const;
