import { Suspense, lazy, useEffect, useState } from 'react';
import type { Boat } from '@harbour/domain/schemas/boat';
import { button } from '@/ui/button';
import { useHydrated } from '@/ui/use-hydrated';

// Loaded on the first press (or when the browser starts printing): off the page's first load (src/lib/budgets.ts).
const SpecSheet = lazy(() => import('./spec-sheet'));

/**
 * "Print Spec Sheet": puts the printable sheet on the page and prints it once its photo is in. Printing from the
 * browser's menu also loads the sheet; its very first print may come before the sheet does (the page prints then).
 */
export function PrintSpecSheet({ boat, url, className }: { boat: Boat; url: string; className?: string }) {
  const hydrated = useHydrated();
  // 0: not wanted yet; -1: the browser is printing; n > 0: presses of the button.
  const [printRequest, setPrintRequest] = useState(0);
  useEffect(() => {
    const prepare = () => setPrintRequest((n) => (n === 0 ? -1 : n));
    window.addEventListener('beforeprint', prepare);
    return () => window.removeEventListener('beforeprint', prepare);
  }, []);
  return (
    <>
      <button
        type="button"
        className={className ?? button({ variant: 'outline', size: 'sm' })}
        disabled={!hydrated}
        onClick={() => setPrintRequest((n) => Math.max(n, 0) + 1)}
      >
        Print Spec Sheet
      </button>
      {printRequest !== 0 ? (
        <Suspense fallback={null}>
          <SpecSheet boat={boat} url={url} printRequest={printRequest} />
        </Suspense>
      ) : null}
    </>
  );
}
