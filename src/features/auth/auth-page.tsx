import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { Tabs } from '@ark-ui/react/tabs';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { PageMeta } from '@/ui/page-meta';
import { notify, notifyOnNextPage } from '@/ui/toaster';
import type * as v from 'valibot';
import { validateForm, type FieldErrors } from '@harbour/domain/forms/validation';
import {
  authErrorMessage,
  loadAuthService,
  type EmailVerificationService,
  type PasswordService,
  type SecondFactorChallenge,
} from '@/data/firebase';
import { SecondFactorLogin } from './second-factor-login';
import { meetsPasswordRule } from '@harbour/domain/accounts/password';
import { loginSchema, signUpSchema, type LoginField, type SignUpField } from './auth-schemas';
import { ChangePasswordPrompt, CHANGE_PASSWORD_TEXTS } from './change-password-prompt';
import { ForgotPasswordForm } from './forgot-password-form';
import { passwordActions, resetContinueUrl } from './password-actions';
import { FINISH_SIGN_UP_TEXTS, RESET_PASSWORD_TEXTS, ResetPasswordPanel } from './reset-password-panel';
import { SignUpSentPanel } from './sign-up-sent-panel';
import { LoadingScreen } from './loading-screen';
import { afterAuthPath, type AccountAction } from './redirect';
import { emailVerificationActions } from './email-verification-actions';
import { VerifyEmailPanel } from './verify-email-panel';
import { VERIFY_EMAIL_TEXTS } from './verify-email-texts';
import { session, useSession } from '@/data/session/session-store';
import { leavesPageSection, thisPageSection } from '@/data/public/page-section';

const card = css({
  bg: 'white',
  rounded: 'xl',
  shadow: 'lg',
  borderWidth: '1px',
  borderColor: 'border',
  p: { base: '5', md: '8' },
});
const tabList = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  bg: 'gray.100',
  rounded: 'md',
  p: '1',
  mb: '6',
});
const tabTrigger = css({
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  color: 'gray.700',
  '&[data-selected]': { bg: 'white', color: 'navy.900', shadow: 'sm' },
  _focusVisible: { outline: '2px solid', outlineColor: 'sea.500' },
});
const form = css({ display: 'grid', gap: '4' });

interface Props {
  redirect?: string;
  /** A password reset or email verification link (/auth?mode=…&oobCode=…). */
  action?: AccountAction;
  /** The link is used up: leave its search (keeps the redirect). */
  onActionDone?: () => void;
  /** Setting and resetting passwords (tests pass their own). */
  actions?: PasswordService;
  /** Confirming an email address (tests pass their own). */
  verification?: Pick<EmailVerificationService, 'applyVerification'>;
}

const forgotLink = css({
  justifySelf: 'start',
  bg: 'transparent',
  border: 'none',
  p: '0',
  minH: '6',
  color: 'navy.700',
  textDecoration: 'underline',
  fontSize: 'sm',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'sea.500' },
});

export function AuthPage({
  redirect,
  action,
  onActionDone,
  actions = passwordActions,
  verification = emailVerificationActions,
}: Props) {
  const resetCode = action?.mode === 'resetPassword' ? action.oobCode : undefined;
  const finishCode = action?.mode === 'finishSignUp' ? action.oobCode : undefined;
  const verifyCode = action?.mode === 'verifyEmail' ? action.oobCode : undefined;
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  /** Signed in with a password older than the rule: ask for a new one before going on. */
  const [askNewPassword, setAskNewPassword] = useState(false);
  const [loginEmail, setLoginEmail] = useState('');
  /** The login tab shows "Forgot password?"'s form (with a notice, e.g. an expired link). */
  const [forgot, setForgot] = useState<{ notice?: string } | null>(null);
  /** The password was right; the account's second factor asks for its code (#32). */
  const [challenged, setChallenged] = useState<{ challenge: SecondFactorChallenge; password: string } | null>(null);
  const [tab, setTab] = useState('login');
  /** Remounts the login form with the address a panel hands it (its fields are its own state). */
  const [loginKey, setLoginKey] = useState(0);
  /** The sign-up was sent: its tab says to check this address's email (#32). */
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    session.start();
    // Warm the auth chunk while the visitor types.
    void loadAuthService().catch(() => undefined);
  }, []);

  if (status === 'loading' && !action) return <LoadingScreen />;
  if (status === 'signed-in' && !busy && !askNewPassword && !action && !challenged) {
    return <Navigate to={afterAuthPath(redirect, role)} replace />;
  }

  const done = async (message: string) => {
    // The role of the session just started (not of the render before it).
    const target = afterAuthPath(redirect, session.store.getState().role);
    // A portal is a new page load (page-section.ts): the toast goes with it.
    if (leavesPageSection(thisPageSection(), new URL(target, location.origin).pathname)) notifyOnNextPage(message);
    else notify(message);
    await navigate({ to: target, replace: true });
  };

  // /auth renders in the browser only (a shell route), but no render reads the browser unguarded.
  const continueUrl = typeof location === 'undefined' ? '/auth' : resetContinueUrl(location.origin);
  let body;
  if (resetCode) {
    body = (
      <ResetPasswordPanel
        code={resetCode}
        actions={actions}
        onDone={(email) => {
          setLoginEmail(email);
          setForgot(null);
          notify(RESET_PASSWORD_TEXTS.done);
          onActionDone?.();
        }}
        onAskAgain={(notice) => {
          setForgot({ notice });
          onActionDone?.();
        }}
      />
    );
  } else if (finishCode) {
    // A new account's emailed link (#32): its password chosen here, then signed in straight to the dashboard.
    body = (
      <ResetPasswordPanel
        code={finishCode}
        actions={actions}
        texts={FINISH_SIGN_UP_TEXTS}
        onDone={async (email, password) => {
          setBusy(true);
          try {
            const challenge = await session.signIn(email, password);
            if (challenge) {
              setChallenged({ challenge, password });
              onActionDone?.();
            } else await done(FINISH_SIGN_UP_TEXTS.done);
          } catch (error) {
            // The password is set all the same: the login form takes it from here.
            setLoginEmail(email);
            notify(authErrorMessage(error), undefined, 'error');
            onActionDone?.();
          } finally {
            setBusy(false);
          }
        }}
        onAskAgain={(notice) => {
          // A reset link sets the password of an account never finished as well.
          setForgot({ notice });
          onActionDone?.();
        }}
      />
    );
  } else if (verifyCode) {
    body = (
      <VerifyEmailPanel
        code={verifyCode}
        actions={verification}
        next={(verified) =>
          status === 'signed-in' ? (
            <Link to={afterAuthPath(redirect, role)} className={button({ size: 'md' })}>
              {VERIFY_EMAIL_TEXTS.toDashboard}
            </Link>
          ) : (
            <button
              type="button"
              className={button({ size: 'md' })}
              onClick={() => {
                if (verified) setLoginEmail(verified.email);
                onActionDone?.();
              }}
            >
              {VERIFY_EMAIL_TEXTS.logIn}
            </button>
          )
        }
      />
    );
  } else if (challenged) {
    body = (
      <SecondFactorLogin
        challenge={challenged.challenge}
        onBusy={setBusy}
        onVerified={async () => {
          const { password } = challenged;
          setChallenged(null);
          // As after a one-step sign-in: an old password is asked to change first.
          if (meetsPasswordRule(password)) await done('Logged in successfully!');
          else setAskNewPassword(true);
        }}
        onBack={() => setChallenged(null)}
      />
    );
  } else if (askNewPassword) {
    body = (
      <ChangePasswordPrompt
        actions={actions}
        onChanged={() => done(CHANGE_PASSWORD_TEXTS.changed)}
        onLater={() => done('Logged in successfully!')}
      />
    );
  } else {
    body = (
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} lazyMount={false}>
        <Tabs.List className={tabList} aria-label="Login or sign up">
          <Tabs.Trigger value="login" className={tabTrigger}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabTrigger}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">
          {forgot ? (
            <ForgotPasswordForm
              actions={actions}
              continueUrl={continueUrl}
              initialEmail={loginEmail}
              notice={forgot.notice}
              onBack={() => setForgot(null)}
            />
          ) : (
            <LoginForm
              key={loginKey}
              busy={busy}
              setBusy={setBusy}
              email={loginEmail}
              onEmail={setLoginEmail}
              onForgot={() => setForgot({})}
              onSecondFactor={(challenge, password) => setChallenged({ challenge, password })}
              onSignedIn={async (password) => {
                // Existing accounts keep working; one whose password the rule refuses is asked for a new one.
                if (meetsPasswordRule(password)) await done('Logged in successfully!');
                else setAskNewPassword(true);
              }}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="signup">
          {sentTo ? (
            <SignUpSentPanel
              email={sentTo}
              onBack={() => {
                setLoginEmail(sentTo);
                setLoginKey((k) => k + 1);
                setSentTo(null);
                setTab('login');
              }}
            />
          ) : (
            <SignUpForm busy={busy} setBusy={setBusy} onSent={setSentTo} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    );
  }

  return (
    <section className={css({ maxW: 'md', mx: 'auto', px: '4', py: { base: '10', md: '16' } })}>
      <PageMeta
        title="Login or Sign Up"
        description="Sign in to your client portal or create an account to list your boat."
        path="/auth"
      />
      <div className={card}>
        <h1 className={css({ fontFamily: 'heading', fontSize: '3xl', fontWeight: 'bold', textAlign: 'center' })}>
          Welcome
        </h1>
        <p className={css({ textAlign: 'center', color: 'muted', mt: '1', mb: '6' })}>
          Sign in to your account or create a new one
        </p>
        {body}
      </div>
    </section>
  );
}

interface FormProps {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => Promise<void>;
}

/**
 * Both forms: validate on submit (the first message as a destructive toast, the rest inline), then run the
 * account action; a refused sign-in or sign-up shows the service's message and keeps what was typed.
 */
function useAuthForm<TSchema extends v.GenericSchema, K extends string>(
  schema: TSchema,
  empty: Record<K, string>,
  { setBusy, onDone }: Omit<FormProps, 'busy'>,
  act: (value: v.InferOutput<TSchema>) => Promise<void>,
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const set = (field: K) => (e: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm<TSchema, K>(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      notify(result.firstError, undefined, 'error');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await act(result.value);
      await onDone();
    } catch (error) {
      notify(authErrorMessage(error), undefined, 'error');
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, set, submit };
}

interface LoginProps extends Omit<FormProps, 'onDone'> {
  /** The email typed (kept for "Forgot password?" and after a reset). */
  email: string;
  onEmail: (email: string) => void;
  onForgot: () => void;
  /** Signed in, with the password typed (checked against the password rule). */
  onSignedIn: (password: string) => Promise<void>;
  /** The password was right and the account asks for its second factor's code (#32). */
  onSecondFactor: (challenge: SecondFactorChallenge, password: string) => void;
}

function LoginForm({ busy, email, onEmail, onForgot, onSignedIn, onSecondFactor, ...props }: LoginProps) {
  let typed = '';
  let challenge: SecondFactorChallenge | null = null;
  const { values, errors, set, submit } = useAuthForm<typeof loginSchema, LoginField>(
    loginSchema,
    { email, password: '' },
    {
      ...props,
      onDone: async () => {
        if (challenge) onSecondFactor(challenge, typed);
        else await onSignedIn(typed);
      },
    },
    async (value) => {
      challenge = await session.signIn(value.email, value.password);
      typed = value.password;
    },
  );

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Login">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => {
          set('email')(e);
          onEmail(e.target.value);
        }}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <button type="button" className={forgotLink} onClick={onForgot}>
        Forgot password?
      </button>
      <button type="submit" className={button({ size: 'md' })} disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}

/** Asks for an account (#32): on the way, the tab says to check the email, whatever the address. */
function SignUpForm({ busy, setBusy, onSent }: Omit<FormProps, 'onDone'> & { onSent: (email: string) => void }) {
  let sentTo = '';
  const { values, errors, set, submit } = useAuthForm<typeof signUpSchema, SignUpField>(
    signUpSchema,
    { fullName: '', email: '', phone: '' },
    { setBusy, onDone: async () => onSent(sentTo) },
    async (value) => {
      await session.requestAccount(value);
      sentTo = value.email;
    },
  );

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Sign Up">
      <TextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={set('fullName')}
        error={errors.fullName}
        required
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        name="phone"
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <button type="submit" className={button({ variant: 'hero', size: 'md' })} disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </button>
    </form>
  );
}
