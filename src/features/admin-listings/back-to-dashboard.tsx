import { Link } from '@tanstack/react-router';
import { button } from '@/ui/button';

/** The way back from a listing to the dashboard. */
export function BackToDashboard() {
  return (
    <div>
      <Link to="/admin/dashboard" className={button({ variant: 'ghost', size: 'sm' })}>
        ← Back to Dashboard
      </Link>
    </div>
  );
}
