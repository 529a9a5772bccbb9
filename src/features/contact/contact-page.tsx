import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { localBusinessJsonLd } from '@/lib/structured-data';
import { PageMeta } from '@/ui/page-meta';
import { FormPanel, PageHero, pageContainer as container } from '@/ui/page-sections';
import { ContactForm } from './contact-form';

const label = css({ fontSize: 'sm', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wider' });
const value = css({ fontWeight: 'semibold', color: 'navy.900', wordBreak: 'break-word' });

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css({ py: '4', borderBottomWidth: '1px', borderColor: 'border', _last: { borderBottom: 'none' } })}>
      <dt className={label}>{title}</dt>
      <dd className={cx(value, css({ m: 0, mt: '1' }))}>{children}</dd>
    </div>
  );
}

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Call, email or message ${business.productName} in ${business.address.locality}, The Bahamas. Open ${business.hoursText}.`}
        path="/contact"
        structuredData={[localBusinessJsonLd()]}
      />
      <PageHero title="Contact Us">
        Questions about a listing, selling your boat or booking a charter? Our Nassau team answers within 24 hours.
      </PageHero>

      <div
        className={cx(
          container,
          css({
            py: { base: '10', md: '16' },
            display: 'grid',
            gap: '10',
            gridTemplateColumns: { base: '1fr', lg: '1fr 2fr' },
            alignItems: 'start',
          }),
        )}
      >
        <section
          aria-labelledby="contact-details-title"
          className={css({ p: '6', rounded: 'xl', bg: 'sand.50', borderWidth: '1px', borderColor: 'border' })}
        >
          <h2 id="contact-details-title" className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'navy.900' })}>
            Get in Touch
          </h2>
          <dl className={css({ mt: '2' })}>
            <Detail title="Phone">
              <a href={business.phoneHref}>{business.phone}</a>
            </Detail>
            <Detail title="Email">
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </Detail>
            <Detail title="Location">
              <address className={css({ fontStyle: 'normal' })}>
                {business.address.street}
                <br />
                {business.address.locality}, {business.address.country}
              </address>
            </Detail>
            <Detail title="Business Hours">{business.hoursText}</Detail>
            <Detail title={business.social.label}>
              <a href={business.social.url} target="_blank" rel="noopener noreferrer">
                {business.social.handle}
                <span className={css({ srOnly: true })}> (opens in a new tab)</span>
              </a>
            </Detail>
          </dl>
        </section>

        <FormPanel id="contact-form-title" title="Send Us a Message" intro="All fields are required.">
          <ContactForm />
        </FormPanel>
      </div>
    </>
  );
}
