import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { safeRedirect } from '@/features/auth/redirect';

interface AuthSearch {
  /** The page a guard sent the visitor away from; only same-site paths are kept. */
  redirect?: string;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: function AuthRoute() {
    const { redirect } = Route.useSearch();
    return <AuthPage redirect={redirect} />;
  },
});
