import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const COLUMNS = {
  3: css({ gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } }),
  4: css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }),
};

const SPACE_ABOVE = { '8': css({ mt: '8' }), '10': css({ mt: '10' }) };

/**
 * A list of cards: one column on a phone, then three (`columns={3}`) or two, then four (`columns={4}`); `spaceAbove`
 * under its heading (10 on the home page's larger scale).
 */
export function CardGrid({
  columns,
  spaceAbove = '8',
  children,
}: {
  columns: 3 | 4;
  spaceAbove?: '8' | '10';
  children: ReactNode;
}) {
  return (
    <ul
      className={cx(
        css({ listStyle: 'none', p: 0, display: 'grid', gap: '6' }),
        SPACE_ABOVE[spaceAbove],
        COLUMNS[columns],
      )}
    >
      {children}
    </ul>
  );
}

const muted = css({ color: 'muted' });
const CARD = {
  sand: css({ p: '6', rounded: 'xl', bg: 'sand.50', borderWidth: '1px', borderColor: 'border' }),
  plain: css({ p: '6', rounded: 'xl', borderWidth: '1px', borderColor: 'border' }),
};
const CARD_TITLE = {
  xl: css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '2' }),
  lg: css({ fontSize: 'lg', fontWeight: 'bold', color: 'navy.900', mb: '2' }),
};

/** A card of a CardGrid: its `<h3>` and a line of text. */
export function InfoCard({
  title,
  text,
  tone = 'plain',
  titleSize = 'lg',
}: {
  title: string;
  text: string;
  tone?: 'sand' | 'plain';
  titleSize?: 'lg' | 'xl';
}) {
  return (
    <li className={CARD[tone]}>
      <h3 className={CARD_TITLE[titleSize]}>{title}</h3>
      <p className={muted}>{text}</p>
    </li>
  );
}
