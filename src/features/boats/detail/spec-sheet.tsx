import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { css } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { business } from '@harbour/domain/business';
import { boatPriceLabel } from '@harbour/domain/boats/boat-price';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { imageSources } from '@harbour/domain/image-sources';
import { useUnits } from '@/ui/use-units';
import { primaryImage } from '../model/images';
import { listingQrModules, qrPath } from './listing-qr';
import { specSheetFeatures, specSheetRows } from './spec-sheet-content';

interface Props {
  boat: Boat;
  /** The listing's public address: the QR code's link. */
  url: string;
  /** Bumped by each press of Print Spec Sheet: print once the sheet (its photo) is ready. */
  printRequest: number;
}

// Printing with the sheet on the page shows the sheet alone: the app (header, page, footer, the phone's contact bar,
// toasts) is hidden. The sheet sits directly in <body> beside the app (a portal), so one rule does it.
const PRINT_CSS = `
@page { margin: 12mm; }
@media print {
  body:has(> [data-spec-sheet]) > :not([data-spec-sheet]) { display: none !important; }
}`;

const sheet = css({
  display: 'none',
  _print: { display: 'block' },
  color: 'black',
  bg: 'white',
  fontSize: '11pt',
  lineHeight: '1.35',
  '& section': { breakInside: 'avoid' },
});
const heading = css({ fontSize: '12pt', fontWeight: 'bold', m: '0', mb: '1.5', color: 'black' });
const twoColumns = css({ columnCount: 2, columnGap: '8mm', m: '0', p: '0' });

function QrCode({ url }: { url: string }) {
  const modules = listingQrModules(url);
  return (
    <svg
      role="img"
      aria-label={`QR code: ${url}`}
      viewBox={`0 0 ${modules.length} ${modules.length}`}
      shapeRendering="crispEdges"
      data-testid="spec-sheet-qr"
      className={css({ w: '34mm', h: '34mm', display: 'block' })}
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}

/**
 * The printable spec sheet (loaded on the first press of Print Spec Sheet, or when the browser starts printing): the
 * main photo, price, key specifications, features, the broker's contact and a QR code back to the listing.
 */
export default function SpecSheet({ boat, url, printRequest }: Props) {
  const [units] = useUnits();
  const photo = primaryImage(boat.images);
  const [photoReady, setPhotoReady] = useState(!photo);
  const photoRef = useRef<HTMLImageElement>(null);
  const printed = useRef(0);
  const title = boatTitle(boat);
  const rows = specSheetRows(boat, units);
  const features = specSheetFeatures(boat);

  useEffect(() => {
    if (photoRef.current?.complete) setPhotoReady(true); // loaded before React listened (the page's own copy)
  }, []);
  useEffect(() => {
    if (!photoReady || printRequest <= printed.current) return;
    printed.current = printRequest;
    window.print();
  }, [photoReady, printRequest]);

  return createPortal(
    <article data-spec-sheet="" data-testid="spec-sheet" aria-label={`Spec sheet: ${title}`} className={sheet}>
      <style>{PRINT_CSS}</style>
      <header
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: '4',
          borderBottom: '2px solid black',
          pb: '2',
          mb: '3',
        })}
      >
        <strong className={css({ fontSize: '14pt' })}>{business.productName}</strong>
        <span className={css({ fontSize: '10pt' })}>Spec sheet</span>
      </header>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', mb: '3' })}>
        <div>
          <h1 className={css({ fontSize: '20pt', fontWeight: 'bold', m: '0' })}>{title}</h1>
          <p className={css({ m: '0' })}>
            {boat.type} · {boat.location}
          </p>
        </div>
        <p
          className={css({ fontSize: '18pt', fontWeight: 'bold', m: '0', whiteSpace: 'nowrap' })}
          data-testid="spec-sheet-price"
        >
          {boatPriceLabel(boat)}
        </p>
      </div>
      <div className={css({ display: 'flex', gap: '6mm', alignItems: 'flex-start', mb: '4' })}>
        {photo ? (
          <img
            ref={photoRef}
            src={imageSources(photo.url).src}
            alt={photo.alt ?? title}
            onLoad={() => setPhotoReady(true)}
            onError={() => setPhotoReady(true)}
            data-testid="spec-sheet-photo"
            className={css({ w: '120mm', maxH: '90mm', objectFit: 'cover', display: 'block' })}
          />
        ) : null}
        <section className={css({ flex: '1', display: 'grid', gap: '2', justifyItems: 'start' })}>
          <QrCode url={url} />
          <p className={css({ m: '0', fontSize: '9pt' })}>
            Scan for every photo and the latest price:
            <br />
            <span className={css({ wordBreak: 'break-all' })}>{url}</span>
          </p>
        </section>
      </div>
      <section className={css({ mb: '4' })}>
        <h2 className={heading}>Key specifications</h2>
        <dl className={twoColumns} data-testid="spec-sheet-specs">
          {rows.map((row, i) => (
            <div
              key={`${i}-${row.label}`}
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '3',
                breakInside: 'avoid',
                borderBottom: '1px solid #ccc',
                py: '0.5',
              })}
            >
              <dt>{row.label}</dt>
              <dd className={css({ m: '0', fontWeight: 'semibold', textAlign: 'right' })}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {features.shown.length > 0 ? (
        <section className={css({ mb: '4' })}>
          <h2 className={heading}>Features</h2>
          <ul className={`${twoColumns} ${css({ pl: '5' })}`} data-testid="spec-sheet-features">
            {features.shown.map((feature, i) => (
              <li key={`${i}-${feature}`} className={css({ breakInside: 'avoid' })}>
                {feature}
              </li>
            ))}
            {features.more > 0 ? <li>and {features.more} more on the listing</li> : null}
          </ul>
        </section>
      ) : null}
      <section className={css({ borderTop: '2px solid black', pt: '2' })} data-testid="spec-sheet-contact">
        <h2 className={heading}>Your broker</h2>
        <p className={css({ m: '0' })}>
          {business.legalName}, {business.address.street}, {business.address.locality}, {business.address.country}
          <br />
          Phone {business.phone} · {business.email} · {business.siteUrl.replace(/^https?:\/\//, '')}
        </p>
      </section>
    </article>,
    document.body,
  );
}
