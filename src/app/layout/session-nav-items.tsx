import { Link } from '@tanstack/react-router';
import { button } from '@/ui/button';

interface Props {
  linkClassName: string;
  onNavigate?: () => void;
}

/**
 * Signed out: a Login button to /auth. The signed-in variant (portal link + Logout)
 * arrives with the accounts feature.
 */
export function SessionNavItems({ onNavigate }: Props) {
  return (
    <Link to="/auth" className={button({ variant: 'hero', size: 'sm' })} onClick={onNavigate}>
      Login
    </Link>
  );
}
