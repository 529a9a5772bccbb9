import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { Tabs } from '@ark-ui/react/tabs';
import { css } from 'styled-system/css';
import { button } from '@/ui/button';
import { TextField } from '@/ui/form-field';
import { PageMeta } from '@/ui/page-meta';
import { notify, notifyOnNextPage } from '@/ui/toaster';
import type * as v from 'valibot';
import { validateForm, type FieldErrors } from '@harbour/domain/forms/validation';
import { authErrorMessage, loadAuthService } from '@/data/firebase';
import { loginSchema, signUpSchema, type LoginField, type SignUpField } from './auth-schemas';
import { LoadingScreen } from './loading-screen';
import { afterAuthPath } from './redirect';
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
}

export function AuthPage({ redirect }: Props) {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    session.start();
    // Warm the auth chunk while the visitor types.
    void loadAuthService().catch(() => undefined);
  }, []);

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in' && !busy) return <Navigate to={afterAuthPath(redirect, role)} replace />;

  const done = async (message: string) => {
    // The role of the session just started (not of the render before it).
    const target = afterAuthPath(redirect, session.store.getState().role);
    // A portal is a new page load (page-section.ts): the toast goes with it.
    if (leavesPageSection(thisPageSection(), new URL(target, location.origin).pathname)) notifyOnNextPage(message);
    else notify(message);
    await navigate({ to: target, replace: true });
  };

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
        <Tabs.Root defaultValue="login" lazyMount={false}>
          <Tabs.List className={tabList} aria-label="Login or sign up">
            <Tabs.Trigger value="login" className={tabTrigger}>
              Login
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabTrigger}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm busy={busy} setBusy={setBusy} onDone={() => done('Logged in successfully!')} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm busy={busy} setBusy={setBusy} onDone={() => done('Account created successfully!')} />
          </Tabs.Content>
        </Tabs.Root>
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

function LoginForm({ busy, ...props }: FormProps) {
  const { values, errors, set, submit } = useAuthForm<typeof loginSchema, LoginField>(
    loginSchema,
    { email: '', password: '' },
    props,
    (value) => session.signIn(value.email, value.password),
  );

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Login">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
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
      <button type="submit" className={button({ size: 'md' })} disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}

function SignUpForm({ busy, ...props }: FormProps) {
  const { values, errors, set, submit } = useAuthForm<typeof signUpSchema, SignUpField>(
    signUpSchema,
    { fullName: '', email: '', phone: '', password: '' },
    props,
    (value) => session.signUp(value),
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
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        required
      />
      <button type="submit" className={button({ variant: 'hero', size: 'md' })} disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </button>
    </form>
  );
}
