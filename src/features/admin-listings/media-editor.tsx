import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { ImageManager } from './image-manager';
import { WalkthroughVideoEditor } from './listing-sections';
import type { EditState } from './model/listing-overview';
import type { ListingFormErrors } from './model/listing-form';

/** The Media tab's editor: the listing's photos and its walkthrough video. */
export function MediaEditor({
  edit,
  errors,
  caller,
  onChange,
}: {
  edit: EditState;
  errors: ListingFormErrors;
  caller: Caller;
  onChange: (next: Partial<EditState>) => void;
}) {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <ImageManager
        images={edit.images}
        onChange={(images) => onChange({ images })}
        caller={caller}
        error={errors.imageCount}
        title="Media"
      />
      <WalkthroughVideoEditor
        value={edit.videoUrl}
        error={errors.videoUrl}
        onChange={(videoUrl) => onChange({ videoUrl })}
      />
    </div>
  );
}
