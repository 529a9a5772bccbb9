import { useEffect } from 'react';
import { Tabs } from '@ark-ui/react/tabs';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { ListingHistory } from '@/features/listing-history';
import { BoatPerformance } from '@/features/listing-performance';
import { useNow } from '@/ui/use-now';
import { PageMeta } from '@/ui/page-meta';
import { notify } from '@/ui/toaster';
import { useListingDetail } from './api/listings';
import { ListingDocuments } from './listing-documents';
import { InquiriesTab } from './inquiries-tab';
import { PublishChecklist } from './publish-checklist';
import { card, page } from './styles';
import { useAdminCaller } from '@/data/session/use-caller';
import { useFirstSyncSettled } from '@/data/portal/use-first-sync-settled';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { useListingEditor } from './use-listing-editor';
import { BackToDashboard } from './back-to-dashboard';
import { ListingNotFound } from './listing-not-found';
import { ListingHeader } from './listing-header';
import { ListingKpis } from './listing-kpis';
import { ListingOverview } from './listing-overview';
import { FeaturesAndSpecs } from './features-and-specs';
import { ListingMedia } from './listing-media';
import { OverviewEditor } from './overview-editor';
import { MediaEditor } from './media-editor';

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

function ListingDetail({ boatId, caller }: { boatId: string; caller: Caller }) {
  const result = useListingDetail(caller, boatId);
  // Right after sign-in the replica may still be filling: a listing it does not hold yet is not "not found" until
  // the first sync is over.
  const firstSyncSettled = useFirstSyncSettled(caller);
  const now = useNow();
  const editor = useListingEditor(caller, result.data?.boat ?? null);
  const { edit, errors } = editor;

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
  if (!data?.boat) return <ListingNotFound boatId={boatId} />;
  const boat = data.boat;
  const title = boatTitle(boat);

  return (
    <section className={page} ref={editor.rootRef}>
      <PageMeta title={title} description={`Admin view of ${title}.`} path={`/admin/listings/${boat.id}`} />
      <BackToDashboard />
      <ListingHeader
        boatId={boat.id}
        title={title}
        status={boat.status}
        editing={edit !== null}
        saving={editor.saving}
        onEdit={editor.startEdit}
        onCancel={editor.cancel}
        onSave={() => void editor.save()}
      />

      <PublishChecklist boat={boat} onGo={editor.goTo} />
      <ListingKpis boat={boat} views={data.views} inquiries={data.inquiries} />
      <BoatPerformance caller={caller} boatId={boat.id} title={boatTitle(boat)} leads={data.inquiries} now={now} />

      <Tabs.Root value={editor.tab} onValueChange={(d) => editor.setTab(d.value)} lazyMount unmountOnExit>
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
          <ListingOverview boat={boat} commercial={data.commercial} />
          {edit ? (
            <OverviewEditor
              edit={edit}
              errors={errors}
              currentYear={now.getFullYear()}
              onChange={editor.change}
              onSpecsChange={editor.onSpecsChange}
            />
          ) : (
            <>
              <FeaturesAndSpecs boat={boat} />
              <div className={card}>
                <ListingHistory boat={boat} now={now} headingId="admin-listing-history" />
              </div>
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="media" className={css({ pt: '4' })}>
          {edit ? (
            <MediaEditor edit={edit} errors={errors} caller={caller} onChange={editor.change} />
          ) : (
            <ListingMedia images={boat.images} title={title} caller={caller} videoUrl={boat.videoUrl} />
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
