import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { resetCodeOf, safeRedirect } from '@/features/auth/redirect';

interface AuthSearch {
  /** The page a guard sent the visitor away from; only same-site paths are kept. */
  redirect?: string;
  /** A password reset link (the project's action URL is /auth): `mode=resetPassword&oobCode=…`. */
  mode?: 'resetPassword';
  oobCode?: string;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => {
    const redirect = safeRedirect(search.redirect);
    const oobCode = resetCodeOf(search);
    return { ...(redirect ? { redirect } : {}), ...(oobCode ? { mode: 'resetPassword' as const, oobCode } : {}) };
  },
  component: function AuthRoute() {
    const { redirect, oobCode } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AuthPage
        redirect={redirect}
        resetCode={oobCode}
        onResetDone={() => void navigate({ search: redirect ? { redirect } : {}, replace: true })}
      />
    );
  },
});
