import { css, cx } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { PageMeta } from '@/ui/page-meta';
import {
  CallToActionBand,
  FormPanel,
  PageHero,
  PageSection,
  TickList,
  pageContainer as container,
} from '@/ui/page-sections';
import { CardGrid, InfoCard } from '@/ui/card-grid';
import { SELL_ADVANTAGES, SELL_BENEFITS } from './sell-content';
import { SellForm } from './sell-form';

export function SellPage() {
  return (
    <>
      <PageMeta
        title="Sell Your Boat"
        description={`List your boat with ${business.productName}: no upfront fees, professional photography, pre-screened buyers and full support through closing in Nassau, The Bahamas.`}
        path="/sell"
      />
      <PageHero eyebrow="Brokerage" title="Sell Your Boat With Confidence">
        Tell us about your boat and our Nassau brokers will prepare a marketing plan and a price that sells.
      </PageHero>

      <PageSection id="benefits-title" title="Why Sell With Us">
        <CardGrid columns={3}>
          {SELL_BENEFITS.map((b) => (
            <InfoCard key={b.title} title={b.title} text={b.text} tone="sand" titleSize="xl" />
          ))}
        </CardGrid>
      </PageSection>

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
          <TickList items={SELL_ADVANTAGES} gap="3" />
        </section>

        <FormPanel
          id="sell-form-title"
          title="Submit Listing Request"
          intro="All fields are required. We reply within 24 hours."
        >
          <SellForm />
        </FormPanel>
      </div>

      <CallToActionBand
        id="sell-talk-title"
        tone="light"
        title="Prefer to Talk?"
        text="Call or email our brokerage team; we're happy to answer questions first."
        phone={business.phone}
        phoneHref={business.phoneHref}
        email={business.email}
        emailHref={`mailto:${business.email}`}
      />
    </>
  );
}
