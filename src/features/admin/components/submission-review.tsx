import { useMemo, type ReactNode } from 'react';
import { useUnits } from '@/ui/use-units';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { Submission } from '@harbour/domain/schemas/submission';
import { usePhotoSrc } from '@/data/portal/use-photos';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { imageSources } from '@harbour/domain/image-sources';
import { shortDate } from '@/lib/dates';
import { button } from '@/ui/button';
import { EmailLink } from '@/ui/email-link';
import { statusLabel } from '../model/text';
import {
  approvalPreview,
  askingPrice,
  boatTypeLabel,
  conditionLabel,
  lengthFeet,
  ownerSpecificationRows,
  reviewPhotos,
  type ReadValue,
  type ReviewPhoto,
} from './submission-review-model';

interface Props {
  caller: Caller;
  /** The submission under review (kept live by the tab), or null when the dialog is closed. */
  submission: Submission | null;
  clientName: string;
  busy: boolean;
  onClose: () => void;
  onApprove: (submission: Submission) => void;
  onNeedsChanges: (submission: Submission) => void;
  onReject: (submission: Submission) => void;
}

const heading = css({ fontSize: 'md', fontWeight: 'semibold', m: 0 });
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '3',
  m: 0,
  '& dt': { fontSize: 'xs', color: 'muted' },
  '& dd': { m: 0, fontWeight: 'medium', overflowWrap: 'anywhere' },
});

/**
 * Everything an owner sent, in one dialog, before the broker decides: photos, the price and length as typed and as
 * the listing would read them, the boat, the full description, the owner's contact, and what approving would
 * produce. The body scrolls inside the dialog; the decision buttons stay at its foot (360 px wide phones too).
 */
export function SubmissionReviewDialog(props: Props) {
  const { submission, onClose } = props;
  return (
    <Dialog.Root
      open={submission !== null}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(10, 31, 55, 0.55)', zIndex: 40 })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            display: 'grid',
            placeItems: 'center',
            p: { base: '2', sm: '4' },
            zIndex: 50,
          })}
        >
          <Dialog.Content
            className={css({
              bg: 'white',
              rounded: 'xl',
              shadow: 'xl',
              w: 'full',
              maxW: '2xl',
              maxH: 'calc(100dvh - 1rem)',
              display: 'flex',
              flexDirection: 'column',
              overflow: 'hidden',
            })}
          >
            {submission ? <ReviewContent {...props} submission={submission} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReviewContent({
  caller,
  submission,
  clientName,
  busy,
  onClose,
  onApprove,
  onNeedsChanges,
  onReject,
}: Props & { submission: Submission }) {
  const data = submission.submissionData;
  const title = boatTitle(data);
  const pending = submission.status === 'pending';
  // Recomputed when the submission changes only: the preview runs the approval's own pure function.
  const preview = useMemo(() => (pending ? approvalPreview(submission, new Date()) : null), [pending, submission]);
  const photos = reviewPhotos(submission.photos);
  const [units] = useUnits();
  const specRows = ownerSpecificationRows(submission.particulars, units);
  return (
    <>
      <header
        className={css({
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '2',
          p: { base: '4', sm: '6' },
          pb: '3',
          borderBottomWidth: '1px',
          borderColor: 'border',
        })}
      >
        <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
          <Dialog.Title className={css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', m: 0 })}>
            Review Submission
          </Dialog.Title>
          <Dialog.Description className={css({ color: 'muted', fontSize: 'sm', m: 0 })}>
            {title}, sent by {clientName} on {shortDate(submission.submittedAt)} ({statusLabel(submission.status)}).
          </Dialog.Description>
        </div>
        <Dialog.CloseTrigger aria-label="Close" className={button({ variant: 'ghost', size: 'md' })}>
          ×
        </Dialog.CloseTrigger>
      </header>

      <div
        className={css({ overflowY: 'auto', flex: '1 1 auto', p: { base: '4', sm: '6' }, display: 'grid', gap: '5' })}
        data-testid="submission-review-body"
      >
        <Section title={`Photos (${photos.length})`}>
          {photos.length ? (
            <ul
              aria-label="Photos sent by the owner"
              className={css({
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: '2',
                gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              })}
            >
              {photos.map((photo, index) => (
                <li key={photo.id}>
                  <ReviewThumb photo={photo} alt={`Photo ${index + 1} of ${photos.length}`} caller={caller} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={css({ m: 0, color: 'muted' })}>The owner sent no photos.</p>
          )}
        </Section>

        <Section title="Boat">
          <dl className={facts}>
            <Fact label="Year, make and model">{title}</Fact>
            <Fact label="Type">{boatTypeLabel(data.boatType)}</Fact>
            <Fact label="Condition">{conditionLabel(data.condition)}</Fact>
            <Fact label="Location">{data.location || 'Not given'}</Fact>
            <Fact label="Asking price">
              <TypedAndRead
                value={askingPrice(data.askingPrice)}
                unreadable="Cannot be read as dollars: the draft gets $0 until you set the price in the listing editor."
              />
            </Fact>
            <Fact label="Length">
              <TypedAndRead
                value={lengthFeet(data.length)}
                unreadable="Cannot be read as feet: the draft gets 0 ft; set the length in the listing editor."
              />
            </Fact>
          </dl>
        </Section>

        <Section title="Description">
          <p
            className={css({ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}
            data-testid="review-description"
          >
            {data.description}
          </p>
        </Section>

        <Section title="Specifications">
          {specRows.length ? (
            <dl className={facts} data-testid="review-specifications">
              {specRows.map((row, i) => (
                <Fact key={`${i}-${row.label}`} label={row.label}>
                  {row.value}
                </Fact>
              ))}
            </dl>
          ) : (
            <p className={css({ m: 0, color: 'muted' })}>None given</p>
          )}
        </Section>

        <Section title="Owner">
          <dl className={facts}>
            <Fact label="Name">{data.ownerName || 'Not given'}</Fact>
            <Fact label="Email">
              <EmailLink address={data.email} empty="Not given" />
            </Fact>
            <Fact label="Phone">{data.phone ? <a href={`tel:${data.phone}`}>{data.phone}</a> : 'Not given'}</Fact>
            <Fact label="Submitted">{shortDate(submission.submittedAt)}</Fact>
          </dl>
          {submission.reviewNote ? (
            <p className={css({ m: 0, fontSize: 'sm' })}>Your note to the owner: {submission.reviewNote}</p>
          ) : null}
        </Section>

        {preview ? (
          <Section title="If you approve">
            {preview.possible ? (
              <div className={css({ display: 'grid', gap: '2' })} data-testid="approval-preview">
                <p className={css({ m: 0 })}>
                  A draft listing is created for {clientName === 'No name' ? 'the client' : clientName}, not shown to
                  buyers. {preview.needs}
                </p>
                {preview.warnings.length ? (
                  <ul className={css({ m: 0, pl: '5', color: 'yellow.900' })}>
                    {preview.warnings.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : (
              <p className={css({ m: 0, color: 'red.700' })} data-testid="approval-preview">
                {preview.reason}
              </p>
            )}
          </Section>
        ) : null}
      </div>

      <footer
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: '2',
          p: { base: '3', sm: '4' },
          borderTopWidth: '1px',
          borderColor: 'border',
          bg: 'gray.50',
        })}
      >
        {pending ? (
          <>
            <button
              type="button"
              className={button({ variant: 'destructive', size: 'md' })}
              disabled={busy}
              onClick={() => onReject(submission)}
            >
              Reject
            </button>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'md' })}
              disabled={busy}
              onClick={() => onNeedsChanges(submission)}
            >
              Needs Changes
            </button>
            <button
              type="button"
              className={button({ variant: 'hero', size: 'md' })}
              disabled={busy || preview?.possible === false}
              onClick={() => onApprove(submission)}
            >
              Approve
            </button>
          </>
        ) : (
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={onClose}>
            Close
          </button>
        )}
      </footer>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'grid', gap: '2' })}>
      <h3 className={heading}>{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "As typed: 189k" and what the listing reads from it, or, in red, that it cannot be read. */
function TypedAndRead({ value, unreadable }: { value: ReadValue; unreadable: string }) {
  return (
    <span className={css({ display: 'grid' })}>
      <span>As typed: “{value.typed}”</span>
      {value.read === null ? (
        <span className={css({ color: 'red.700' })}>{unreadable}</span>
      ) : (
        <span>Read as: {value.read}</span>
      )}
    </span>
  );
}

function ReviewThumb({ photo, alt, caller }: { photo: ReviewPhoto; alt: string; caller: Caller }) {
  const src = usePhotoSrc(photo.url, caller);
  return (
    <div
      className={css({
        aspectRatio: '4 / 3',
        bg: 'gray.100',
        rounded: 'md',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      })}
    >
      {photo.url === null ? (
        <span className={css({ fontSize: 'xs', color: 'muted', textAlign: 'center', p: '2' })}>
          {alt}: not uploaded yet (still on the owner&apos;s device)
        </span>
      ) : src ? (
        <img
          src={imageSources(src).src}
          alt={alt}
          width={320}
          height={240}
          loading="lazy"
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
        />
      ) : (
        <span className={css({ fontSize: 'xs', color: 'muted' })}>Loading…</span>
      )}
    </div>
  );
}
