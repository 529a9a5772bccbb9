import { css, cx } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { button } from '@/ui/button';
import { PageMeta } from '@/ui/page-meta';
import { SELL_ADVANTAGES, SELL_BENEFITS } from './sell-content';
import { SellForm } from './sell-form';

const container = css({ maxW: '6xl', mx: 'auto', px: '4' });
/** Buttons that carry a phone number or an address must wrap on narrow phones instead of overflowing. */
const wrapping = {
  whiteSpace: 'normal',
  h: 'auto',
  minH: '12',
  py: '3',
  maxW: 'full',
  overflowWrap: 'anywhere',
  textAlign: 'center',
} as const;
const h2 = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'navy.900' });

export function SellPage() {
  return (
    <>
      <PageMeta
        title="Sell Your Boat"
        description={`List your boat with ${business.productName}: no upfront fees, professional photography, pre-screened buyers and full support through closing in Nassau, The Bahamas.`}
        path="/sell"
      />
      <header
        className={css({
          bg: 'navy.900',
          color: 'white',
          py: { base: '14', md: '20' },
          background: 'linear-gradient(135deg, #0a1f37 0%, #163d69 60%, #0f7b87 100%)',
        })}
      >
        <div className={container}>
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
            Brokerage
          </p>
          <h1 className={css({ fontSize: { base: '4xl', md: '5xl' }, fontWeight: 'bold' })}>
            Sell Your Boat With Confidence
          </h1>
          <p className={css({ mt: '4', fontSize: { base: 'lg', md: 'xl' }, color: 'gray.200', maxW: '2xl' })}>
            Tell us about your boat and our Nassau brokers will prepare a marketing plan and a price that sells.
          </p>
        </div>
      </header>

      <section aria-labelledby="benefits-title" className={cx(container, css({ py: { base: '12', md: '16' } }))}>
        <h2 id="benefits-title" className={h2}>
          Why Sell With Us
        </h2>
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            mt: '8',
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          })}
        >
          {SELL_BENEFITS.map((b) => (
            <li
              key={b.title}
              className={css({ p: '6', rounded: 'xl', bg: 'sand.50', borderWidth: '1px', borderColor: 'border' })}
            >
              <h3 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '2' })}>{b.title}</h3>
              <p className={css({ color: 'muted' })}>{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div
        className={cx(
          container,
          css({
            display: 'grid',
            gap: '10',
            gridTemplateColumns: { base: '1fr', lg: '1fr 2fr' },
            alignItems: 'start',
            pb: '12',
          }),
        )}
      >
        <section
          aria-labelledby="advantages-title"
          className={css({ p: '6', rounded: 'xl', bg: 'navy.50', position: { lg: 'sticky' }, top: { lg: '24' } })}
        >
          <h2 id="advantages-title" className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '4' })}>
            What You Get
          </h2>
          <ul className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '3' })}>
            {SELL_ADVANTAGES.map((a) => (
              <li key={a} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
                <span aria-hidden="true" className={css({ color: 'sea.600', fontWeight: 'bold', flexShrink: 0 })}>
                  ✓
                </span>
                <span>{a}</span>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="sell-form-title"
          className={css({
            p: { base: '5', md: '8' },
            rounded: 'xl',
            bg: 'white',
            shadow: 'md',
            borderWidth: '1px',
            borderColor: 'border',
          })}
        >
          <h2 id="sell-form-title" className={h2}>
            Submit Listing Request
          </h2>
          <p className={css({ color: 'muted', mt: '2', mb: '6' })}>
            All fields are required. We reply within 24 hours.
          </p>
          <SellForm />
        </section>
      </div>

      <section
        aria-labelledby="sell-talk-title"
        className={cx(container, css({ textAlign: 'center', py: '12', borderTopWidth: '1px', borderColor: 'border' }))}
      >
        <h2 id="sell-talk-title" className={h2}>
          Prefer to Talk?
        </h2>
        <p className={css({ color: 'muted', mt: '2' })}>
          Call or email our brokerage team; we're happy to answer questions first.
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '6' })}>
          <a href={business.phoneHref} className={css(button.raw({ size: 'lg' }), wrapping)}>
            Call {business.phone}
          </a>
          <a
            href={`mailto:${business.email}`}
            className={css(button.raw({ variant: 'outline', size: 'lg' }), wrapping)}
          >
            Email {business.email}
          </a>
        </div>
      </section>
    </>
  );
}
