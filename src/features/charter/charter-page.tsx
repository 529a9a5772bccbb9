import { css, cx } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { button } from '@/ui/button';
import { PageMeta } from '@/ui/page-meta';
import {
  CHARTER_ADD_ONS,
  CHARTER_BOAT,
  CHARTER_DESTINATIONS,
  CHARTER_INCLUDED,
  CHARTER_OPTIONS,
  charterBoatFacts,
  charterDurationLabel,
  charterPriceLabel,
} from './charter-offer';

const container = css({ maxW: '6xl', mx: 'auto', px: '4' });
const h2Style = css.raw({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'navy.900' });
const h2 = css(h2Style);
const section = css({ py: { base: '12', md: '16' } });
const check = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
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
const tick = (
  <span aria-hidden="true" className={css({ color: 'sea.600', fontWeight: 'bold', flexShrink: 0 })}>
    ✓
  </span>
);

/** An email address that may wrap only after its @, never inside the name or the domain. */
function EmailAddress({ address }: { address: string }) {
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

export function CharterPage() {
  const facts = charterBoatFacts();
  const bookingMail = `mailto:${business.email}?subject=${encodeURIComponent('Charter booking request')}`;
  return (
    <>
      <PageMeta
        title="Boat Charters in Nassau"
        description={`Private ${CHARTER_BOAT.lengthFeet}-foot center console charters from Nassau: half day, full day or multi-day trips for up to ${CHARTER_BOAT.maxGuests} guests to the Exuma Cays, Rose Island and the best fishing grounds.`}
        path="/charter"
      />
      <header
        className={css({
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
            Charter Services
          </p>
          <h1 className={css({ fontSize: { base: '4xl', md: '5xl' }, fontWeight: 'bold' })}>
            Private Boat Charters in Nassau
          </h1>
          <p className={css({ mt: '4', fontSize: { base: 'lg', md: 'xl' }, color: 'gray.200', maxW: '2xl' })}>
            Our {CHARTER_BOAT.name.toLowerCase()} takes you to the best water in The Bahamas with a local captain at the
            helm.
          </p>
        </div>
      </header>

      <section
        aria-labelledby="boat-title"
        className={cx(
          container,
          section,
          css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, alignItems: 'start' }),
        )}
      >
        <div>
          <h2 id="boat-title" className={h2}>
            The {CHARTER_BOAT.name}
          </h2>
          <ul
            aria-label="At a glance"
            className={css({ listStyle: 'none', p: 0, display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' })}
          >
            {[`${CHARTER_BOAT.lengthFeet} feet`, ...facts].map((f) => (
              <li
                key={f}
                className={css({
                  px: '3',
                  py: '1',
                  rounded: 'full',
                  bg: 'navy.50',
                  color: 'navy.800',
                  fontWeight: 'semibold',
                  fontSize: 'sm',
                })}
              >
                {f}
              </li>
            ))}
          </ul>
          <p className={css({ mt: '4', color: 'muted' })}>
            Fast, dry and stable, she runs to the out islands in comfort and is just as happy anchored off a sandbar.
          </p>
        </div>
        <div className={css({ p: '6', rounded: 'xl', bg: 'sand.50', borderWidth: '1px', borderColor: 'border' })}>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'navy.900', mb: '3' })}>Boat Features</h3>
          <ul className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '2' })}>
            {CHARTER_BOAT.features.map((f) => (
              <li key={f} className={check}>
                {tick}
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="options-title" className={css({ bg: 'sand.50', py: { base: '12', md: '16' } })}>
        <div className={container}>
          <h2 id="options-title" className={h2}>
            Charter Options
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
            {CHARTER_OPTIONS.map((o) => (
              <li
                key={o.id}
                data-testid={`charter-option-${o.id}`}
                className={css({
                  position: 'relative',
                  display: 'flex',
                  flexDirection: 'column',
                  p: '6',
                  rounded: 'xl',
                  bg: 'white',
                  shadow: 'sm',
                  borderWidth: '2px',
                  borderColor: o.mostPopular ? 'sea.500' : 'border',
                })}
              >
                {o.mostPopular ? (
                  <p
                    className={css({
                      position: 'absolute',
                      top: '-3',
                      left: '6',
                      px: '3',
                      py: '0.5',
                      rounded: 'full',
                      bg: 'accent',
                      color: 'white',
                      fontSize: 'xs',
                      fontWeight: 'bold',
                      textTransform: 'uppercase',
                      letterSpacing: 'wider',
                    })}
                  >
                    Most Popular
                  </p>
                ) : null}
                <h3 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900' })}>{o.name}</h3>
                <p className={css({ color: 'muted', fontWeight: 'medium' })}>{charterDurationLabel(o)}</p>
                <p
                  className={css({
                    fontFamily: 'heading',
                    fontSize: '3xl',
                    fontWeight: 'bold',
                    color: 'navy.800',
                    my: '3',
                  })}
                >
                  {charterPriceLabel(o)}
                </p>
                <p className={css({ color: 'muted' })}>{o.summary}</p>
              </li>
            ))}
          </ul>
          <p className={css({ mt: '4', fontSize: 'sm', color: 'muted' })}>
            Prices are for the whole boat, up to {CHARTER_BOAT.maxGuests} guests.
          </p>
        </div>
      </section>

      <div
        className={cx(
          container,
          section,
          css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
        )}
      >
        <section aria-labelledby="included-title">
          <h2 id="included-title" className={h2}>
            What's Included
          </h2>
          <ul className={css({ listStyle: 'none', p: 0, mt: '4', display: 'grid', gap: '2' })}>
            {CHARTER_INCLUDED.map((i) => (
              <li key={i} className={check}>
                {tick}
                <span>{i}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="addons-title">
          <h2 id="addons-title" className={h2}>
            Add-Ons
          </h2>
          <ul className={css({ listStyle: 'none', p: 0, mt: '4', display: 'grid', gap: '2' })}>
            {CHARTER_ADD_ONS.map((a) => (
              <li key={a} className={check}>
                <span aria-hidden="true" className={css({ color: 'sea.600', fontWeight: 'bold' })}>
                  +
                </span>
                <span>{a}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="destinations-title" className={cx(container, css({ pb: { base: '12', md: '16' } }))}>
        <h2 id="destinations-title" className={h2}>
          Popular Destinations
        </h2>
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            mt: '8',
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          })}
        >
          {CHARTER_DESTINATIONS.map((d) => (
            <li key={d.name} className={css({ p: '6', rounded: 'xl', borderWidth: '1px', borderColor: 'border' })}>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'navy.900', mb: '2' })}>{d.name}</h3>
              <p className={css({ color: 'muted' })}>{d.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="booking-title"
        className={css({ bg: 'navy.900', color: 'white', py: { base: '12', md: '16' } })}
      >
        <div className={cx(container, css({ textAlign: 'center' }))}>
          <h2 id="booking-title" className={css(h2Style, { color: 'white' })}>
            Book Your Charter
          </h2>
          <p className={css({ mt: '3', color: 'gray.200', maxW: '2xl', mx: 'auto' })}>
            Bookings are taken by phone or email, 7 days a week. Advance booking is recommended, especially in high
            season.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '6' })}>
            <a href={business.phoneHref} className={css(button.raw({ variant: 'hero', size: 'lg' }), wrapping)}>
              Call {business.phone}
            </a>
            <a
              href={bookingMail}
              // Its name as it reads: the break opportunity (<wbr>) must not become a space in it.
              aria-label={`Email ${business.email}`}
              className={css(button.raw({ variant: 'outline', size: 'lg' }), wrapping, {
                bg: 'transparent',
                color: 'white',
                borderColor: 'whiteAlpha.700',
                _hover: { bg: 'whiteAlpha.200' },
              })}
            >
              Email <EmailAddress address={business.email} />
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
