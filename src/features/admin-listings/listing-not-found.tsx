import { css } from 'styled-system/css';
import { PageMeta } from '@/ui/page-meta';
import { BackToDashboard } from './back-to-dashboard';
import { page } from './styles';

/** /admin/listings/{id} for a listing that does not exist (once the first sync is over). */
export function ListingNotFound({ boatId }: { boatId: string }) {
  return (
    <section className={page}>
      <PageMeta
        title="Listing not found"
        description="This listing does not exist."
        path={`/admin/listings/${boatId}`}
      />
      <BackToDashboard />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Listing not found</h1>
    </section>
  );
}
