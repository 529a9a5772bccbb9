import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { BoatImage } from '@harbour/domain/schemas/boat';
import { editorImages } from './model/image-list';
import { StoredImage } from './stored-image';
import { card, sectionTitle } from './styles';

/** The listing's photos (the primary one first) and its walkthrough video, read only (the editor closed). */
export function ListingMedia({
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
