import { PageMeta } from '@/ui/page-meta';

export function HomePage() {
  return (
    <>
      <PageMeta title="Home" description="Yacht sales, brokerage and charters in Nassau, The Bahamas." path="/" />
      <h1>Premier Yacht Brokerage in The Bahamas</h1>
    </>
  );
}
