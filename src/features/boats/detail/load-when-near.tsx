import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { PartBoundary } from '@/ui/part-boundary';

/**
 * A place on the page whose content (a lazy part) is rendered once the visitor scrolls near it, so its code stays off
 * the page's first load (src/lib/budgets.ts). The build's HTML and the hydrated page have the empty place only.
 */
export function LoadWhenNear({ id, testId, children }: { id?: string; testId?: string; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = slot.current;
    if (!el || near) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    // A link to `id` (the summary's Share) lands here; the content arrives as the page scrolls to it.
    <div ref={slot} id={id} tabIndex={id ? -1 : undefined} data-testid={testId} style={{ outline: 'none' }}>
      {near ? (
        <PartBoundary name={testId ?? id ?? 'near'}>
          <Suspense fallback={null}>{children}</Suspense>
        </PartBoundary>
      ) : null}
    </div>
  );
}
