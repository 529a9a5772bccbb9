import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { accountActionOf, safeRedirect, type AccountAction } from '@/features/auth/redirect';

interface AuthSearch {
  /** The page a guard sent the visitor away from; only same-site paths are kept. */
  redirect?: string;
  /** An account link (a reset, a verification, a new account's: redirect.ts): `mode=…&oobCode=…`. */
  mode?: AccountAction['mode'];
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
