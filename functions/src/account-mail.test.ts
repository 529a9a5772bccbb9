import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, finishSignUpMail } from './account-mail';
import { oobCodeOf } from './account-requests';

const base = {
  to: 'dana@example.com',
  link: 'https://site.example/auth?mode=finishSignUp&oobCode=C1&x=<b>',
  businessName: 'Nassau Harbour Yachts',
};

describe('the account emails (#32)', () => {
  it('a new address gets the link to choose a password, in text and (escaped) in HTML', () => {
    const mail = finishSignUpMail(base);
    expect(mail.to).toBe('dana@example.com');
    expect(mail.message.subject).toBe('Finish creating your Nassau Harbour Yachts account');
    expect(mail.message.text).toContain(`Choose your password: ${base.link}`);
    expect(mail.message.html).toContain(
      'href="https://site.example/auth?mode=finishSignUp&amp;oobCode=C1&amp;x=&lt;b&gt;"',
    );
    expect(mail.message.html).not.toContain('<b>');
  });

  it('a known address is told it has an account, with login and reset links', () => {
    const mail = alreadyRegisteredMail({
      ...base,
      link: 'https://site.example/auth?mode=resetPassword&oobCode=R1',
      loginUrl: 'https://site.example/auth',
    });
    expect(mail.message.subject).toBe('You already have a Nassau Harbour Yachts account');
    expect(mail.message.text).toContain('log in at https://site.example/auth');
    expect(mail.message.text).toContain(
      'Choose a new password: https://site.example/auth?mode=resetPassword&oobCode=R1',
    );
    expect(mail.message.text).toContain('nothing has changed');
  });
});

describe('oobCodeOf', () => {
  it("takes the code of Firebase's link; a link without one is an error", () => {
    expect(oobCodeOf('http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=Zk9_x&apiKey=k')).toBe(
      'Zk9_x',
    );
    expect(() => oobCodeOf('https://example.com/action?mode=resetPassword')).toThrow('no code');
  });
});
