import { Suspense, lazy } from 'react';
import { css, cx } from 'styled-system/css';
import { PartBoundary } from '@/ui/part-boundary';
import { useHydrated } from '@/ui/use-hydrated';
import { CharterPolicies } from './availability/charter-policies';
import { business } from '@harbour/domain/business';
import { PageMeta } from '@/ui/page-meta';
import { charterJsonLd } from './charter-json-ld';
import {
  CallToActionBand,
  PageHero,
  PageSection,
  TickList,
  pageContainer as container,
  sectionHeading as h2,
} from '@/ui/page-sections';
import { CardGrid, InfoCard } from '@/ui/card-grid';
import {
  CHARTER_ADD_ONS,
  CHARTER_BOAT,
  CHARTER_DESTINATIONS,
  CHARTER_INCLUDED,
  CHARTER_OPTIONS,
  charterBoatFacts,
  charterDurationLabel,
  charterPriceLabel,
} from '@harbour/domain/charter/charter-offer';

const section = css({ py: { base: '12', md: '16' } });

/** #33: the calendar and the request form, after the page's first paint (their own chunk). */
const CharterAvailability = lazy(() => import('./availability/charter-availability'));
const loadingAvailability = <p className={css({ color: 'muted' })}>Loading availability...</p>;

/**
 * The built page (rendered once, long before anyone reads it) says only that availability is loading: the calendar is
 * this device's, read once the app runs.
 */
function AvailabilityPart() {
  const hydrated = useHydrated();
  if (!hydrated) return loadingAvailability;
  return (
    <PartBoundary name="charter availability">
      <Suspense fallback={loadingAvailability}>
        <CharterAvailability />
      </Suspense>
    </PartBoundary>
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
        structuredData={[charterJsonLd()]}
      />
      <PageHero eyebrow="Charter Services" title="Private Boat Charters in Nassau">
        Our {CHARTER_BOAT.name.toLowerCase()} takes you to the best water in The Bahamas with a local captain at the
        helm.
      </PageHero>

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
          <TickList items={CHARTER_BOAT.features} />
        </div>
      </section>

      <PageSection id="options-title" title="Charter Options" space="sand">
        <CardGrid columns={3}>
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
        </CardGrid>
        <p className={css({ mt: '4', fontSize: 'sm', color: 'muted' })}>
          Prices are for the whole boat, up to {CHARTER_BOAT.maxGuests} guests.
        </p>
      </PageSection>

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
          <TickList items={CHARTER_INCLUDED} className={css({ mt: '4' })} />
        </section>
        <section aria-labelledby="addons-title">
          <h2 id="addons-title" className={h2}>
            Add-Ons
          </h2>
          <TickList items={CHARTER_ADD_ONS} mark="+" className={css({ mt: '4' })} />
        </section>
      </div>

      <PageSection id="destinations-title" title="Popular Destinations" space="bottom">
        <CardGrid columns={4}>
          {CHARTER_DESTINATIONS.map((d) => (
            <InfoCard key={d.name} title={d.name} text={d.text} />
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="availability-title" title="Availability" space="bottom">
        <p className={css({ color: 'muted', mb: '6' })}>
          Pick a day to ask for it. Once your request reaches us we hold the time for 24 hours while we confirm.
        </p>
        <AvailabilityPart />
        <div className={css({ mt: '8' })}>
          <CharterPolicies />
        </div>
      </PageSection>

      <CallToActionBand
        id="booking-title"
        tone="dark"
        title="Book Your Charter"
        text="Bookings are taken by phone or email, 7 days a week. Advance booking is recommended, especially in high season."
        phone={business.phone}
        phoneHref={business.phoneHref}
        email={business.email}
        emailHref={bookingMail}
      />
    </>
  );
}
