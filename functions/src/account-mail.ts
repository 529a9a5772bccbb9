import { escapeMailHtml, type MailDocument } from '@harbour/domain/mail/mail-text';

/**
 * The two emails an account request sends (#32): to a new address, the link to choose a password; to an address that
 * has an account, a note saying so with a link to reset the password (whoever typed it learns nothing: the screen
 * said the same). Nothing a visitor typed is in them but the address: they go to whatever address was typed. Pure.
 */
export interface AccountMailInput {
  to: string;
  link: string;
  businessName: string;
}

function mail(to: string, subject: string, lines: string[], link: { text: string; href: string }): MailDocument {
  const text = [...lines.slice(0, 1), '', `${link.text}: ${link.href}`, '', ...lines.slice(1)].join('\n');
  const html = [
    `<p>${escapeMailHtml(lines[0]!)}</p>`,
    `<p><a href="${escapeMailHtml(link.href)}">${escapeMailHtml(link.text)}</a></p>`,
    ...lines.slice(1).map((line) => `<p>${escapeMailHtml(line)}</p>`),
  ].join('\n');
  return { to, message: { subject, text, html } };
}

/** To a new address: finish the account by choosing its password. */
export function finishSignUpMail(input: AccountMailInput): MailDocument {
  return mail(
    input.to,
    `Finish creating your ${input.businessName} account`,
    [
      `Open the link below to choose your password and finish creating your account.`,
      'The link works for one hour. If it has expired, sign up again with the same address for a new one.',
      'If you did not ask for an account, ignore this email: nobody can use the account without this link.',
    ],
    { text: 'Choose your password', href: input.link },
  );
}

/** To an address that already has an account: log in, or reset the password. */
export function alreadyRegisteredMail(input: AccountMailInput & { loginUrl: string }): MailDocument {
  return mail(
    input.to,
    `You already have a ${input.businessName} account`,
    [
      `Someone, probably you, asked to create a ${input.businessName} account with this address. You already have one: log in at ${input.loginUrl}. Forgot your password? Choose a new one with the link below (it works for one hour).`,
      'If you did not ask, ignore this email: nothing has changed.',
    ],
    { text: 'Choose a new password', href: input.link },
  );
}
