import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { whenOnline } from '@/lib/when-online';
import { whenNear } from './when-near';
import { PartBoundary } from '@/ui/part-boundary';

/**
 * In the browser: a part whose code loads only when the element with id `place` comes near the screen (the build
 * imports it at once and renders it into the HTML). Each part passes its own import, so the bundler keeps the chunk.
 * Offline, the import waits for the connection (whenOnline) instead of failing: meanwhile the build's HTML of the part
 * stays on screen, where a failed import would leave the part out (a first visit whose signal dropped).
 */
export function loadWhenNear<P>(place: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    whenNear(place)
      .then(() => whenOnline(load))
      .then((component) => ({ default: component })),
  );
}

/**
 * The place of a deferred part: until its code has loaded, React keeps the build's HTML as it is (a Suspense boundary
 * not yet hydrated); a part that fails to load is left out, not the page (PartBoundary).
 */
export function NearPart({ place, name, children }: { place: string; name: string; children: ReactNode }) {
  return (
    <div id={place}>
      <PartBoundary name={name}>
        <Suspense fallback={null}>{children}</Suspense>
      </PartBoundary>
    </div>
  );
}
