import { BOAT_STATUS_LABELS } from '@harbour/domain/boats/boat-status';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Tabs } from '@ark-ui/react/tabs';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { usePhotoSrc } from '@/data/portal/use-photos';
import { isPendingPhoto } from '@/data/portal/photo-rules';
import { BOAT_STATUSES, type Boat, type BoatImage, type BoatStatus } from '@harbour/domain/schemas/boat';
import type { BoatCommercial } from '@harbour/domain/schemas/boat-commercial';
import { INQUIRY_STATUSES, type Inquiry } from '@harbour/domain/schemas/inquiry';
import { privatePriceLabel } from '@harbour/domain/boats/boat-price';
import { ListingHistory } from '@/features/listing-history';
import { BoatPerformance } from '@/features/listing-performance';
import { useNow } from '@/ui/use-now';
import { useUnits } from '@/ui/use-units';
import { specificationGroups } from '@harbour/domain/boats/specification-groups';
import { ListingTermsEditor, ShowAsSoldToggle } from './listing-terms-editor';
import { boatLengthLabel } from '@harbour/domain/boats/boat-units';
import { imageSources } from '@harbour/domain/image-sources';
import { conversionRate, daysListed, formatConversionRate, inquiriesByStatus } from '@/lib/kpi';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { button } from '@/ui/button';
import { SelectField } from '@/ui/form-field';
import { PageMeta } from '@/ui/page-meta';
import { notify } from '@/ui/toaster';
import { updateListing, useListingDetail, type ListingEditBase } from './api/listings';
import { ImageManager } from './image-manager';
import { ListingDocuments } from './listing-documents';
import { InquiriesTab } from './inquiries-tab';
import { FeaturesEditor, SpecificationsEditor, WalkthroughVideoEditor } from './listing-sections';
import { editorImages, type EditorImage } from './model/image-list';
import { firstErrorSection, type EditorSection } from './model/publish-checklist';
import { PublishChecklist } from './publish-checklist';
import { SECTION_TAB, focusEditorSection } from './editor-focus';
import { INQUIRY_STATUS_LABELS } from './model/inquiry-filter';
import { editValuesOf, type ListingEditValues, type ListingFormErrors } from './model/listing-form';
import { StatusBadge } from './status-badge';
import { card, grid2, page, sectionTitle } from './styles';
import { BoatBasicsFields } from './boat-basics-fields';
import { useAdminCaller } from '@/data/session/use-caller';
import { useFirstSyncSettled } from '@/data/portal/use-first-sync-settled';
import { boatTitle } from '@harbour/domain/boats/boat-title';

const tabList = css({ display: 'flex', gap: '1', bg: 'gray.100', rounded: 'md', p: '1', overflowX: 'auto' });
const tabTrigger = css({
  py: '2',
  px: '4',
  rounded: 'md',
  fontWeight: 'medium',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  color: 'gray.700',
  whiteSpace: 'nowrap',
  '&[data-selected]': { bg: 'white', color: 'navy.900', shadow: 'sm' },
});

/** /admin/listings/{id}: title, status badge, KPIs, Overview / Media / Inquiries, and the editor for features, specs, status and photos. */
export function ListingDetailPage({ boatId }: { boatId: string }) {
  const caller = useAdminCaller();
  if (!caller) return null;
  return <ListingDetail boatId={boatId} caller={caller} />;
}

interface EditState extends Omit<ListingEditValues, 'imageCount'> {
  images: EditorImage[];
  /** The listing as the editor opened it: only fields changed since are saved. */
  base: ListingEditBase;
}

function ListingDetail({ boatId, caller }: { boatId: string; caller: Caller }) {
  const result = useListingDetail(caller, boatId);
  // Right after sign-in the replica may still be filling: a listing it does not hold yet is not "not found" until
  // the first sync is over.
  const firstSyncSettled = useFirstSyncSettled(caller);
  const [edit, setEdit] = useState<EditState | null>(null);
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [saving, setSaving] = useState(false);
  const now = useNow();
  const [tab, setTab] = useState('overview');
  // A section to move focus to once the editor and its tab have rendered (checklist buttons, a refused save): a ref,
  // so other renders do not repeat it, and a counter that runs the effect for each request.
  const focusTarget = useRef<EditorSection | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const rootRef = useRef<HTMLElement>(null);
  const editing = edit !== null;
  const [units] = useUnits();
  // Stable: the specifications' unit conversion runs in an effect that depends on it.
  const onSpecsChange = useCallback(
    (next: Pick<EditState, 'particulars' | 'customSpecs'>) => setEdit((e) => (e ? { ...e, ...next } : e)),
    [],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (focusTarget.current === null || !editing || !root) return;
    // A tab switched in the same update mounts its content a frame or two later: try each frame, for half a second.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const section = focusTarget.current;
      if (section === null) return;
      if (focusEditorSection(root, section) || ++tries > 30) {
        focusTarget.current = null;
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, editing]);

  /** Shows the tab of `section` and moves focus there once it is on the page. */
  function focusSection(section: EditorSection) {
    focusTarget.current = section;
    setTab(SECTION_TAB[section]);
    setFocusRequest((n) => n + 1);
  }

  useEffect(() => {
    if (result.status === 'error') notify('Error', 'Failed to load listing', 'error');
  }, [result.status]);

  if (result.status === 'loading' || (result.status === 'ready' && !result.data.boat && !firstSyncSettled)) {
    return (
      <section className={page} aria-busy="true">
        <p className={css({ color: 'muted' })}>Loading...</p>
      </section>
    );
  }
  const data = result.data;
  if (!data?.boat) {
    return (
      <section className={page}>
        <PageMeta
          title="Listing not found"
          description="This listing does not exist."
          path={`/admin/listings/${boatId}`}
        />
        <div>
          <Link to="/admin/dashboard" className={button({ variant: 'ghost', size: 'sm' })}>
            ← Back to Dashboard
          </Link>
        </div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Listing not found</h1>
      </section>
    );
  }
  const boat = data.boat;
  const title = boatTitle(boat);

  function startEdit() {
    setErrors({});
    const values = editValuesOf(boat, units);
    const images = editorImages(boat.images);
    setEdit({ ...values, images, base: { values, images } });
  }

  /** Opens the editor (if closed) on the tab of `section` and moves focus there. */
  function goTo(section: EditorSection) {
    if (!edit) startEdit();
    focusSection(section);
  }

  async function save() {
    if (!edit) return;
    setSaving(true);
    try {
      const r = await updateListing(caller, boat.id, edit, edit.images, edit.base);
      if (!r.ok) {
        setErrors(r.errors);
        notify('Error', r.firstError, 'error');
        // The toast fades: focus goes to the first field in error, whose message is shown beside it.
        const section = firstErrorSection(r.errors);
        if (section) focusSection(section);
        return;
      }
      notify('Listing updated successfully');
      setEdit(null);
    } catch (error) {
      logError('update listing', error);
      notify('Error', userMessageForWriteError(error) ?? 'Failed to update listing', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={page} ref={rootRef}>
      <PageMeta title={title} description={`Admin view of ${title}.`} path={`/admin/listings/${boat.id}`} />
      <div>
        <Link to="/admin/dashboard" className={button({ variant: 'ghost', size: 'sm' })}>
          ← Back to Dashboard
        </Link>
      </div>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <h1
            className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', m: 0 })}
          >
            {title}
          </h1>
          <StatusBadge status={boat.status} />
        </div>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Link to="/boats/$boatId" params={{ boatId: boat.id }} className={button({ variant: 'outline', size: 'sm' })}>
            View public page
          </Link>
          {edit ? (
            <>
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                onClick={() => setEdit(null)}
                disabled={saving}
              >
                Cancel
              </button>
              <button
                type="button"
                className={button({ variant: 'hero', size: 'sm' })}
                onClick={() => void save()}
                disabled={saving}
                aria-busy={saving}
              >
                Save Changes
              </button>
            </>
          ) : (
            <button type="button" className={button({ variant: 'default', size: 'sm' })} onClick={startEdit}>
              Edit Listing
            </button>
          )}
        </div>
      </header>

      <PublishChecklist boat={boat} onGo={goTo} />
      <Kpis boat={boat} views={data.views} inquiries={data.inquiries} />
      <BoatPerformance caller={caller} boatId={boat.id} title={boatTitle(boat)} leads={data.inquiries} now={now} />

      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} lazyMount unmountOnExit>
        <Tabs.List className={tabList} aria-label="Listing sections">
          <Tabs.Trigger value="overview" className={tabTrigger}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="media" className={tabTrigger}>
            Media ({edit ? edit.images.length : boat.images.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="inquiries" className={tabTrigger}>
            Inquiries ({data.inquiries.length})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className={css({ pt: '4', display: 'grid', gap: '4' })}>
          <Overview boat={boat} commercial={data.commercial} />
          {edit ? (
            <>
              <section className={card} aria-labelledby="basics-heading">
                <h2 id="basics-heading" className={sectionTitle}>
                  Boat
                </h2>
                <div className={grid2}>
                  <BoatBasicsFields
                    values={edit}
                    errors={errors}
                    currentYear={now.getFullYear()}
                    onChange={(next) => setEdit({ ...edit, ...next })}
                  />
                </div>
              </section>
              <ListingTermsEditor values={edit} errors={errors} onChange={(next) => setEdit({ ...edit, ...next })} />
              <section className={card} aria-labelledby="status-heading">
                <h2 id="status-heading" className={sectionTitle}>
                  Status
                </h2>
                <SelectField
                  label="Status"
                  placeholder="Select status"
                  options={BOAT_STATUSES.map((s) => ({ value: s, label: BOAT_STATUS_LABELS[s] }))}
                  value={edit.status}
                  error={errors.status}
                  onChange={(e) => setEdit({ ...edit, status: e.target.value as BoatStatus })}
                />
                {edit.status === 'sold' ? (
                  <ShowAsSoldToggle
                    checked={edit.showAsSold}
                    onChange={(showAsSold) => setEdit({ ...edit, showAsSold })}
                  />
                ) : null}
              </section>
              <FeaturesEditor
                features={edit.features}
                error={errors.features}
                onChange={(features) => setEdit({ ...edit, features })}
              />
              <SpecificationsEditor
                particulars={edit.particulars}
                customSpecs={edit.customSpecs}
                errors={errors}
                onChange={onSpecsChange}
              />
            </>
          ) : (
            <>
              <ReadOnlyDetails boat={boat} />
              <div className={card}>
                <ListingHistory boat={boat} now={now} headingId="admin-listing-history" />
              </div>
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="media" className={css({ pt: '4' })}>
          {edit ? (
            <div className={css({ display: 'grid', gap: '4' })}>
              <ImageManager
                images={edit.images}
                onChange={(images) => setEdit({ ...edit, images })}
                caller={caller}
                error={errors.imageCount}
                title="Media"
              />
              <WalkthroughVideoEditor
                value={edit.videoUrl}
                error={errors.videoUrl}
                onChange={(videoUrl) => setEdit({ ...edit, videoUrl })}
              />
            </div>
          ) : (
            <Media images={boat.images} title={title} caller={caller} videoUrl={boat.videoUrl} />
          )}
        </Tabs.Content>
        <Tabs.Content value="inquiries" className={css({ pt: '4' })}>
          <InquiriesTab inquiries={data.inquiries} caller={caller} />
        </Tabs.Content>
      </Tabs.Root>
      <ListingDocuments caller={caller} boatId={boat.id} documents={boat.documents} />
    </section>
  );
}

function Kpis({ boat, views, inquiries }: { boat: Boat; views: number; inquiries: Inquiry[] }) {
  const now = useMemo(() => new Date(), []);
  const byStatus = inquiriesByStatus(inquiries, INQUIRY_STATUSES);
  const items = [
    { label: 'Total Views', value: String(views) },
    { label: 'Inquiries', value: String(inquiries.length) },
    { label: 'Conversion Rate', value: formatConversionRate(conversionRate(inquiries.length, views)) },
    { label: 'Days Listed', value: String(daysListed(boat.createdAt, now)) },
  ];
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <ul
        aria-label="Listing KPIs"
        className={css({
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
        })}
      >
        {items.map((k) => (
          <li
            key={k.label}
            className={css({ bg: 'white', rounded: 'xl', borderWidth: '1px', borderColor: 'border', p: '4' })}
            data-testid={`kpi-${k.label.toLowerCase().replace(/\s+/g, '-')}`}
          >
            <p className={css({ fontSize: 'sm', color: 'muted', m: 0 })}>{k.label}</p>
            <p className={css({ fontSize: '2xl', fontWeight: 'bold', m: 0 })}>{k.value}</p>
          </li>
        ))}
      </ul>
      <ul
        aria-label="Inquiries by status"
        className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: '2' })}
      >
        {INQUIRY_STATUSES.map((s) => (
          <li
            key={s}
            className={css({ fontSize: 'sm', px: '3', py: '1', rounded: 'full', bg: 'gray.100' })}
            data-testid={`kpi-status-${s}`}
          >
            {INQUIRY_STATUS_LABELS[s]}: <strong>{byStatus[s]}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Overview({ boat, commercial }: { boat: Boat; commercial: BoatCommercial | null }) {
  const rows: Array<[string, string]> = [
    ['Make', boat.make],
    ['Model', boat.model],
    ['Year', String(boat.year)],
    ['Length (ft)', boatLengthLabel(boat)],
    ['Type', boat.type],
    ['Condition', boat.condition === 'new' ? 'New' : 'Pre-Owned'],
    ['Location', boat.location],
    ['Price ($)', privatePriceLabel(boat)],
    ['Commission Rate (%)', commercial?.commissionRate == null ? 'N/A' : `${commercial.commissionRate}%`],
    ['Status', BOAT_STATUS_LABELS[boat.status]],
  ];
  return (
    <>
      <section className={card} aria-labelledby="overview-basic">
        <h2 id="overview-basic" className={sectionTitle}>
          Basic Information
        </h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: '3',
            m: 0,
          })}
        >
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className={css({ fontSize: 'xs', color: 'muted' })}>{k}</dt>
              <dd className={css({ m: 0, fontWeight: 'medium' })}>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={card} aria-labelledby="overview-description">
        <h2 id="overview-description" className={sectionTitle}>
          Description
        </h2>
        <p className={css({ whiteSpace: 'pre-wrap', m: 0 })}>{boat.description}</p>
      </section>
    </>
  );
}

function ReadOnlyDetails({ boat }: { boat: Boat }) {
  const [units] = useUnits();
  // As the public page shows them, less the overview rows the Basic Information card already has.
  const specRows = specificationGroups(boat, units)
    .flatMap((g) => g.rows)
    .filter((r) => !['Length', 'Year', 'Location'].includes(r.label))
    .map((r) => [r.label, r.value] as const);
  return (
    <>
      <section className={card} aria-labelledby="ro-features">
        <h2 id="ro-features" className={sectionTitle}>
          Key Features
        </h2>
        {boat.features.length ? (
          <ul className={css({ m: 0, pl: '5' })} data-testid="features-list">
            {boat.features.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        ) : (
          <p className={css({ color: 'muted', m: 0 })}>No features listed</p>
        )}
      </section>
      <section className={card} aria-labelledby="ro-specs">
        <h2 id="ro-specs" className={sectionTitle}>
          Specifications
        </h2>
        {specRows.length ? (
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' },
              gap: '3',
              m: 0,
            })}
            data-testid="specs-list"
          >
            {specRows.map(([k, v], i) => (
              <div key={`${i}-${k}`}>
                <dt className={css({ fontSize: 'xs', color: 'muted' })}>{k}</dt>
                <dd className={css({ m: 0, fontWeight: 'medium' })}>{v}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={css({ color: 'muted', m: 0 })}>No specifications</p>
        )}
      </section>
    </>
  );
}

function Media({
  images,
  title,
  caller,
  videoUrl,
}: {
  images: BoatImage[];
  title: string;
  caller: Caller;
  videoUrl: string | null;
}) {
  const ordered = editorImages(images);
  const primary = ordered.find((i) => i.isPrimary) ?? ordered[0];
  const rest = ordered.filter((i) => i.id !== primary?.id);
  const video = (
    <section className={card} aria-labelledby="media-video">
      <h2 id="media-video" className={sectionTitle}>
        Walkthrough Video
      </h2>
      {videoUrl ? (
        <a href={videoUrl} target="_blank" rel="noopener noreferrer" className={css({ overflowWrap: 'anywhere' })}>
          {videoUrl}
        </a>
      ) : (
        <p className={css({ color: 'muted', m: 0 })}>No walkthrough video</p>
      )}
    </section>
  );
  if (!primary)
    return (
      <div className={css({ display: 'grid', gap: '4' })}>
        <p className={css({ color: 'muted', textAlign: 'center', py: '8' })}>No images uploaded yet</p>
        {video}
      </div>
    );
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <section className={card} aria-labelledby="media-primary">
        <h2 id="media-primary" className={sectionTitle}>
          Primary Image
        </h2>
        <StoredImage url={primary.url} alt={`${title}, primary image`} caller={caller} eager />
      </section>
      {rest.length ? (
        <section className={card} aria-labelledby="media-more">
          <h2 id="media-more" className={sectionTitle}>
            Additional Images
          </h2>
          <ul
            className={css({
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            })}
          >
            {rest.map((image, i) => (
              <li key={image.id}>
                <StoredImage url={image.url} alt={`${title}, image ${i + 2}`} caller={caller} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {video}
    </div>
  );
}

function StoredImage({
  url,
  alt,
  caller,
  eager = false,
}: {
  url: string;
  alt: string;
  caller: Caller;
  eager?: boolean;
}) {
  const src = usePhotoSrc(url, caller);
  return (
    <div
      className={css({ position: 'relative', aspectRatio: '4 / 3', bg: 'gray.100', rounded: 'lg', overflow: 'hidden' })}
    >
      {src ? (
        <img
          src={imageSources(src).src}
          alt={alt}
          width={960}
          height={720}
          loading={eager ? 'eager' : 'lazy'}
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
        />
      ) : null}
      {isPendingPhoto(url) ? (
        <span
          className={css({
            position: 'absolute',
            top: '2',
            right: '2',
            fontSize: 'xs',
            px: '2',
            py: '0.5',
            rounded: 'full',
            bg: 'yellow.100',
            color: 'yellow.900',
          })}
          data-testid="pending-marker"
        >
          Waiting to upload
        </span>
      ) : null}
    </div>
  );
}
