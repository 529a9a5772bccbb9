import { lazy } from 'react';
import type { Boat } from '@harbour/domain/schemas/boat';
import { LoadWhenNear } from './load-when-near';

const SimilarBoats = lazy(() => import('./similar-boats'));

/** Where the similar boats go, under the page; they are looked up once the visitor scrolls near. */
export function SimilarBoatsSlot({ boat }: { boat: Boat }) {
  return (
    <LoadWhenNear testId="similar-boats-slot">
      <SimilarBoats boat={boat} />
    </LoadWhenNear>
  );
}
