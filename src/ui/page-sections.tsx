import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from '@/ui/button';

/**
 * The parts the marketing pages (/sell, /charter, /contact, the home page) build their sections from: the page's
 * width, its hero, a section's heading, a list of ticked lines, the panel around a form, and the
 * call-to-action band with the call and email buttons (the grid of cards is card-grid.tsx, which the home page takes
 * alone: its JS budget). Styles only and plain markup: nothing here loads data.
 */

/** The marketing pages' width. */
export const pageContainer = css({ maxW: '6xl', mx: 'auto', px: '4' });
const sectionHeadingStyle = css.raw({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'navy.900' });
/** A section's `<h2>`. */
export const sectionHeading = css(sectionHeadingStyle);

/** The top of a marketing page: an optional eyebrow line, the page's `<h1>` and its lead, on the sea gradient. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children: ReactNode }) {
  return (
    <header
      className={css({
        color: 'white',
        py: { base: '14', md: '20' },
        background: 'linear-gradient(135deg, #0a1f37 0%, #163d69 60%, #0f7b87 100%)',
      })}
    >
      <div className={pageContainer}>
        {eyebrow ? (
          <p
            className={css({
              textTransform: 'uppercase',
              letterSpacing: 'widest',
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'sea.400',
              mb: '3',
            })}
          >
            {eyebrow}
          </p>
        ) : null}
        <h1 className={css({ fontSize: { base: '4xl', md: '5xl' }, fontWeight: 'bold' })}>{title}</h1>
        <p className={css({ mt: '4', fontSize: { base: 'lg', md: 'xl' }, color: 'gray.200', maxW: '2xl' })}>
          {children}
        </p>
      </div>
    </header>
  );
}

const SECTION = {
  both: cx(pageContainer, css({ py: { base: '12', md: '16' } })),
  bottom: cx(pageContainer, css({ pb: { base: '12', md: '16' } })),
  sand: css({ bg: 'sand.50', py: { base: '12', md: '16' } }),
};

/**
 * A section of a marketing page with its `<h2>` (whose id names it): at the page's width with space above and below
 * (`both`), below only (`bottom`, after a section that has its own), or as a full-width sand band (`sand`).
 */
export function PageSection({
  id,
  title,
  space = 'both',
  children,
}: {
  id: string;
  title: ReactNode;
  space?: 'both' | 'bottom' | 'sand';
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={sectionHeading}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={SECTION[space]}>
      {space === 'sand' ? (
        <div className={pageContainer}>
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}

const tickLine = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
const MARK = {
  '✓': css({ color: 'sea.600', fontWeight: 'bold', flexShrink: 0 }),
  '+': css({ color: 'sea.600', fontWeight: 'bold' }),
};

/** A list whose lines each start with a mark (✓, or + for add-ons), hidden from screen readers. */
export function TickList({
  items,
  mark = '✓',
  gap = '2',
  className,
}: {
  items: readonly string[];
  mark?: '✓' | '+';
  gap?: '2' | '3';
  className?: string;
}) {
  return (
    <ul
      className={cx(
        css({ listStyle: 'none', p: 0, display: 'grid' }),
        gap === '2' ? css({ gap: '2' }) : css({ gap: '3' }),
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className={tickLine}>
          <span aria-hidden="true" className={MARK[mark]}>
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The white panel a page's form sits in, with its `<h2>` and the line under it. */
export function FormPanel({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={css({
        p: { base: '5', md: '8' },
        rounded: 'xl',
        bg: 'white',
        shadow: 'md',
        borderWidth: '1px',
        borderColor: 'border',
      })}
    >
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      <p className={css({ color: 'muted', mt: '2', mb: '6' })}>{intro}</p>
      {children}
    </section>
  );
}

/** An email address that may wrap only after its @, never inside the name or the domain. */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** Buttons that carry a phone number or an address must wrap on narrow phones instead of overflowing. */
const wrapping = {
  whiteSpace: 'normal',
  h: 'auto',
  minH: '12',
  py: '3',
  maxW: 'full',
  // Breaks inside a word only when the word alone is wider than the button (an address breaks after its @).
  overflowWrap: 'break-word',
  textAlign: 'center',
} as const;
const BAND = {
  light: {
    section: cx(pageContainer, css({ textAlign: 'center', py: '12', borderTopWidth: '1px', borderColor: 'border' })),
    heading: sectionHeading,
    text: css({ color: 'muted', mt: '2' }),
    call: css(button.raw({ size: 'lg' }), wrapping),
    email: css(button.raw({ variant: 'outline', size: 'lg' }), wrapping),
  },
  dark: {
    section: css({ bg: 'navy.900', color: 'white', py: { base: '12', md: '16' } }),
    heading: css(sectionHeadingStyle, { color: 'white' }),
    text: css({ mt: '3', color: 'gray.200', maxW: '2xl', mx: 'auto' }),
    call: css(button.raw({ variant: 'hero', size: 'lg' }), wrapping),
    email: css(button.raw({ variant: 'outline', size: 'lg' }), wrapping, {
      bg: 'transparent',
      color: 'white',
      borderColor: 'whiteAlpha.700',
      _hover: { bg: 'whiteAlpha.200' },
    }),
  },
};

/**
 * The band that ends a page: a heading, a line and the Call and Email buttons (the email's address wraps only after
 * its @). `light` sits on the page under a rule, `dark` is the navy band.
 */
export function CallToActionBand({
  id,
  title,
  text,
  tone,
  phone,
  phoneHref,
  email,
  emailHref,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  tone: 'light' | 'dark';
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
}) {
  const look = BAND[tone];
  const content = (
    <>
      <h2 id={id} className={look.heading}>
        {title}
      </h2>
      <p className={look.text}>{text}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '6' })}>
        <a href={phoneHref} className={look.call}>
          Call {phone}
        </a>
        <a
          href={emailHref}
          // Its name as it reads: the break opportunity (<wbr>) must not become a space in it.
          aria-label={`Email ${email}`}
          className={look.email}
        >
          Email <EmailAddress address={email} />
        </a>
      </div>
    </>
  );
  return (
    <section aria-labelledby={id} className={look.section}>
      {tone === 'dark' ? <div className={cx(pageContainer, css({ textAlign: 'center' }))}>{content}</div> : content}
    </section>
  );
}
