import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { business } from '@harbour/domain/business';
import { recordViewOnThisDevice } from '@/data/views';
import { publicReductions } from '@harbour/domain/boats/boat-price';
import { buyerUpdatedAt, listingBadges } from '@harbour/domain/boats/listing-badges';
import { publicState } from '@harbour/domain/boats/listing-visibility';
import { UNKNOWN_DATE, shortDate } from '@/lib/dates';
import { useNow } from '@/ui/use-now';
import { BoatPrice, ListingBadges } from '../list/listing-truth';
import { boatLengthLabel } from '@harbour/domain/boats/boat-units';
import { useUnits } from '@/ui/use-units';
import { logError } from '@/lib/log';
import { button } from '@/ui/button';
import { PageMeta } from '@/ui/page-meta';
import { CompareLink, CompareToggle, SaveBoatButton, rememberViewed } from '@/features/saved';
import { usePublicBoat } from '../queries';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { conditionLabel } from '../model/conditions';
import { orderedImages, primaryImage } from '../model/images';
import { boatMetaDescription, boatPath, boatShareImage, productJsonLd } from '../model/seo';
import { inquiryMailto } from '../model/contact-links';
import { BoatGallery } from './boat-gallery';
import { DocumentsPart } from './documents-part';
import { SpecificationsPart } from './specifications-part';
import { InquiryForm } from './inquiry-form';
import { MyInquiries } from './my-inquiries';
import { DaysOnMarket } from './days-on-market';
import { WalkthroughPart } from './walkthrough-part';
import { absoluteUrl } from '@/lib/page-meta';
import { BoatShareSlot, SHARE_ANCHOR } from './boat-share-slot';
import { PrintSpecSheet } from './print-spec-sheet';
import { SimilarBoatsSlot } from './similar-boats-slot';
import { INQUIRY_ANCHOR, StickyContactBar } from './sticky-contact-bar';

/** Appended to every boat's description. */
export const DESCRIPTION_FOOTNOTE =
  'Every vessel we list is presented by our brokerage team in Nassau. We can arrange a private viewing, a sea trial and an independent survey, and we help with financing, documentation and delivery anywhere in The Bahamas. Get in touch to learn more about this boat.';

const wrap = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8' });
const sectionTitle = css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' });
// Phones: gallery, then title, price and Call, then the details, then the inquiry form (DOM order = reading order).
// Desktop: gallery and details on the left, the summary and the inquiry form stacked on the right.
const area = {
  gallery: css({ gridArea: { lg: 'gallery' }, minW: '0' }),
  summary: css({ gridArea: { lg: 'summary' }, minW: '0' }),
  details: css({ gridArea: { lg: 'details' }, minW: '0', display: 'grid', gap: '10' }),
  inquiry: css({ gridArea: { lg: 'inquiry' }, minW: '0', outline: 'none' }),
};
const panel = css({ p: '6', rounded: 'xl', borderWidth: '1px', borderColor: 'border', bg: 'white', shadow: 'sm' });

export function BoatDetailPage({ boatId }: { boatId: string }) {
  const result = usePublicBoat(boatId);
  const now = useNow();
  const found = result.status === 'ready' ? result.data : null;
  // A sold boat shown as sold is a page for 30 days after the sale; then, like any boat off the market, it is gone.
  const boat = found && publicState(found, now) !== 'hidden' ? found : null;
  useRecordViewOnce(boat ? boat.id : null);
  useRememberViewedOnce(boat);

  if (result.status === 'loading') return <BoatDetailSkeleton boatId={boatId} />;
  if (!boat) return <BoatNotFound boatId={boatId} />;
  return <BoatDetail boat={boat} now={now} />;
}

/** "Recently viewed" on this device: once per page shown, with the boat as it is then. */
function useRememberViewedOnce(boat: Boat | null) {
  const remembered = useRef<string | null>(null);
  useEffect(() => {
    if (!boat || remembered.current === boat.id) return;
    remembered.current = boat.id;
    rememberViewed(boat);
  }, [boat]);
}

/** One view per page shown (live updates of the boat don't count again); failures are logged only. */
function useRecordViewOnce(id: string | null) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    recordViewOnThisDevice('boat', id).catch((error: unknown) => logError('record view', error));
  }, [id]);
}

function Breadcrumb({ title }: { title: string }) {
  const item = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });
  return (
    <nav aria-label="Breadcrumb">
      <ol
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          listStyle: 'none',
          p: '0',
          m: '0',
          fontSize: 'sm',
          color: 'muted',
        })}
      >
        <li className={item}>
          <Link to="/" activeOptions={{ exact: true }} className={css({ _hover: { color: 'navy.700' } })}>
            Home
          </Link>
          <span aria-hidden="true">/</span>
        </li>
        <li className={item}>
          <Link to="/boats" activeOptions={{ exact: true }} className={css({ _hover: { color: 'navy.700' } })}>
            Boats For Sale
          </Link>
          <span aria-hidden="true">/</span>
        </li>
        <li className={item}>
          <span aria-current="page" className={css({ color: 'fg', fontWeight: 'medium' })}>
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function BoatDetail({ boat, now }: { boat: Boat; now: Date }) {
  const [units] = useUnits();
  const title = boatTitle(boat);
  const badges = listingBadges(boat, now);
  const sold = badges.includes('Sold');
  const reductions = publicReductions(boat).filter((r) => shortDate(r.at) !== UNKNOWN_DATE);
  // A record with a date that is no date (a document written past the app) shows no "Updated" line, never a crash.
  const updated = shortDate(buyerUpdatedAt(boat));
  const images = orderedImages(boat.images);
  const primary = primaryImage(boat.images);
  const initialIndex = primary ? Math.max(0, images.indexOf(primary)) : 0;
  // The public address (the canonical link), also on a local or preview host: shared, and in the spec sheet's QR code.
  const listingUrl = absoluteUrl(boatPath(boat.id));
  const facts: { label: string; value: string }[] = [
    { label: 'Type', value: boat.type },
    { label: 'Length', value: boatLengthLabel(boat, units) },
    { label: 'Year', value: String(boat.year) },
    { label: 'Location', value: boat.location },
  ];
  return (
    <div className={wrap}>
      <PageMeta
        title={title}
        description={boatMetaDescription(boat)}
        path={boatPath(boat.id)}
        image={boatShareImage(boat)}
        type="product"
        structuredData={[productJsonLd(boat)]}
      />
      <div className={css({ display: 'grid', gap: '4', mb: '6' })}>
        <Breadcrumb title={title} />
        <div>
          <Link to="/boats" className={button({ variant: 'outline', size: 'sm' })}>
            <span aria-hidden="true">←</span> Back to All Boats
          </Link>
        </div>
      </div>

      <div
        className={css({
          display: 'grid',
          gap: '8',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateAreas: { lg: '"gallery summary" "gallery inquiry" "details inquiry"' },
          alignItems: 'start',
        })}
      >
        <div className={area.gallery}>
          <BoatGallery key={boat.id} title={title} images={images} initialIndex={initialIndex} />
        </div>

        <aside className={area.summary} aria-label="Boat summary">
          <div className={panel}>
            <span className={css({ fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'sea.600' })}>
              {conditionLabel(boat.condition)}
            </span>
            <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mt: '1', mb: '2' })}>{title}</h1>
            <ListingBadges badges={badges} inline />
            <BoatPrice
              boat={boat}
              now={now}
              className={css({
                fontSize: '3xl',
                fontWeight: 'bold',
                color: sold ? 'muted' : 'navy.700',
                mt: '2',
                mb: '0',
              })}
              testId="boat-price"
              datedApprox
            />
            {reductions.length > 0 ? (
              <ul
                className={css({ listStyle: 'none', p: '0', m: '0', mt: '1', fontSize: 'sm', color: 'red.800' })}
                data-testid="price-reductions"
              >
                {reductions.map((r) => (
                  <li key={r.at}>Reduced {shortDate(r.at)}</li>
                ))}
              </ul>
            ) : null}
            {updated !== UNKNOWN_DATE ? (
              <p className={css({ fontSize: 'sm', color: 'muted', mt: '2', mb: '0' })} data-testid="boat-updated">
                Updated {updated}
              </p>
            ) : null}
            <DaysOnMarket boat={boat} now={now} />
            <dl className={css({ display: 'grid', gap: '2', my: '5' })}>
              {facts.map((f) => (
                <div key={f.label} className={css({ display: 'flex', justifyContent: 'space-between', gap: '4' })}>
                  <dt className={css({ color: 'muted' })}>{f.label}</dt>
                  <dd className={css({ m: '0', fontWeight: 'medium', textAlign: 'right' })}>{f.value}</dd>
                </div>
              ))}
            </dl>
            <div className={css({ display: 'grid', gap: '3' })}>
              <a href={business.phoneHref} className={button({ variant: 'default' })}>
                Call Now
              </a>
              <a href={inquiryMailto(business.email, title)} className={button({ variant: 'outline' })}>
                Email Inquiry
              </a>
            </div>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '3', _print: { display: 'none' } })}>
              <SaveBoatButton boat={boat} look="labelled" />
              <CompareToggle boatId={boat.id} title={title} />
              <CompareLink />
              <PrintSpecSheet boat={boat} url={listingUrl} />
              <a href={`#${SHARE_ANCHOR}`} className={button({ variant: 'outline', size: 'sm' })}>
                Share
              </a>
            </div>
          </div>
        </aside>

        <div className={area.details}>
          <section aria-labelledby="boat-description">
            <h2 id="boat-description" className={sectionTitle}>
              Description
            </h2>
            <p className={css({ whiteSpace: 'pre-line', mb: '4' })}>{boat.description}</p>
            <p className={css({ color: 'muted' })}>{DESCRIPTION_FOOTNOTE}</p>
          </section>
          <WalkthroughPart boat={boat} />
          <section aria-labelledby="boat-features">
            <h2 id="boat-features" className={sectionTitle}>
              Key Features
            </h2>
            {boat.features.length > 0 ? (
              <ul
                className={css({
                  display: 'grid',
                  gap: '2',
                  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                  listStyle: 'none',
                  p: '0',
                  m: '0',
                })}
              >
                {boat.features.map((feature, i) => (
                  <li key={`${i}-${feature}`} className={css({ display: 'flex', gap: '2' })}>
                    <span aria-hidden="true" className={css({ color: 'sea.600', fontWeight: 'bold' })}>
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css({ color: 'muted' })}>Ask us for the full feature list.</p>
            )}
          </section>
          <SpecificationsPart boat={boat} />
          <DocumentsPart documents={boat.documents} />
          <BoatShareSlot title={title} summary={boatMetaDescription(boat)} url={listingUrl} />
        </div>

        <section id={INQUIRY_ANCHOR} tabIndex={-1} className={area.inquiry} aria-label="Inquiry">
          <div className={`${panel} ${css({ display: 'grid', gap: '6' })}`}>
            {sold ? (
              <div data-testid="boat-sold-note">
                <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', m: '0', mb: '2' })}>This boat has sold</h2>
                <p className={css({ color: 'muted', m: '0', mb: '4' })}>
                  Sold through our brokerage. We often hear of similar boats before they are listed: tell us what you
                  are looking for.
                </p>
                <Link to="/boats" className={button({ variant: 'outline' })}>
                  See boats for sale
                </Link>
              </div>
            ) : (
              <InquiryForm boat={boat} />
            )}
            <MyInquiries boatId={boat.id} />
          </div>
        </section>
      </div>
      <SimilarBoatsSlot boat={boat} />
      <StickyContactBar canInquire={!sold} />
    </div>
  );
}

function BoatDetailSkeleton({ boatId }: { boatId: string }) {
  const bar = css({ bg: 'gray.200', rounded: 'md', animation: 'pulse 1.5s ease-in-out infinite' });
  return (
    <div className={wrap} data-testid="boat-detail-loading">
      <PageMeta title="Boat Details" description="Loading boat details." path={boatPath(boatId)} />
      <p className={css({ srOnly: true })} role="status">
        Loading boat details…
      </p>
      <div
        aria-hidden="true"
        className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } })}
      >
        <div className={css({ display: 'grid', gap: '4' })}>
          <div className={`${bar} ${css({ aspectRatio: '4 / 3' })}`} />
          <div className={`${bar} ${css({ h: '6', w: '1/2' })}`} />
          <div className={`${bar} ${css({ h: '24' })}`} />
        </div>
        <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
          <div className={`${bar} ${css({ h: '10' })}`} />
          <div className={`${bar} ${css({ h: '8', w: '1/2' })}`} />
          <div className={`${bar} ${css({ h: '48' })}`} />
        </div>
      </div>
    </div>
  );
}

function BoatNotFound({ boatId }: { boatId: string }) {
  return (
    <section className={css({ maxW: '2xl', mx: 'auto', px: '4', py: '24', textAlign: 'center' })}>
      <PageMeta
        title="Boat Not Found"
        description="This boat is no longer listed or the link is wrong."
        path={boatPath(boatId)}
        noindex
      />
      <h1 className={css({ fontSize: '4xl', fontWeight: 'bold', mb: '4' })}>Boat Not Found</h1>
      <p className={css({ color: 'muted', mb: '8' })}>This boat may have been sold or is no longer listed.</p>
      <Link to="/boats" className={button()}>
        Back to Boats
      </Link>
    </section>
  );
}
