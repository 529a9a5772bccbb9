import { lazy, Suspense } from 'react';
import { useCurrency } from './use-currency';

// Its code (rates, rounding, wording) loads only once a visitor has picked a currency: a page in US dollars adds
// nothing but this to its critical path. If that code cannot load (offline before the service worker had it), the
// approximation is left out, and the price stays.
const ApproxPrice = lazy(() =>
  import('./approx-price-later').then((m) => m.loadApproxPrice()).catch(() => ({ default: () => null })),
);

/** Where the approximate price goes beside a listed one (never for a price on request: the caller leaves it out). */
export function ApproxPriceSlot({ usd, dated }: { usd: number; dated?: boolean }) {
  const currency = useCurrency();
  if (currency === 'USD') return null;
  return (
    <Suspense fallback={null}>
      <ApproxPrice usd={usd} currency={currency} dated={dated} />
    </Suspense>
  );
}
