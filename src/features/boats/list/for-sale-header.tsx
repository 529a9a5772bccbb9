import { css } from 'styled-system/css';
import { wrap } from './list-layout';

/** The page's title and what the list is. */
export function ForSaleHeader() {
  return (
    <section className={css({ bg: 'navy.900', color: 'white', py: { base: '12', md: '16' } })}>
      <div className={wrap}>
        <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', m: '0' })}>Boats For Sale</h1>
        <p className={css({ mt: '3', color: 'whiteAlpha.800', maxW: '2xl' })}>
          New and pre-owned yachts and boats, inspected and listed by our brokerage team in Nassau.
        </p>
      </div>
    </section>
  );
}
