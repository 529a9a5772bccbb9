import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { accountActionOf, safeRedirect } from '@/features/auth/redirect';

interface AuthSearch {
  /** The page a guard sent the visitor away from; only same-site paths are kept. */
  redirect?: string;
  /** A password reset or email verification link (the project's action URL is /auth): `mode=…&oobCode=…`. */
  mode?: 'resetPassword' | 'verifyEmail';
  oobCode?: string;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => {
    const redirect = safeRedirect(search.redirect);
    const action = accountActionOf(search);
    return { ...(redirect ? { redirect } : {}), ...(action ?? {}) };
  },
  component: function AuthRoute() {
    const { redirect, mode, oobCode } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AuthPage
        redirect={redirect}
        action={mode && oobCode ? { mode, oobCode } : undefined}
        onActionDone={() => void navigate({ search: redirect ? { redirect } : {}, replace: true })}
      />
    );
  },
});
