import { cx } from 'styled-system/css';
import { imageSources } from '@/lib/image-sources';
import { coverFrame, coverImg } from './blog-styles';
import { Photo } from '@/ui/photo';

interface Props {
  url: string | null;
  alt: string;
  sizes: string;
  /** Above the fold: load at once; otherwise the browser waits until it scrolls near. */
  eager?: boolean;
  className?: string;
}

/** A post cover in a fixed 16:9 frame; without a cover the frame stays as a quiet placeholder. */
export function CoverImage({ url, alt, sizes, eager = false, className }: Props) {
  if (!url) return <div className={cx(coverFrame, className)} aria-hidden="true" data-testid="cover-placeholder" />;
  const { src, srcSet } = imageSources(url);
  return (
    <div className={cx(coverFrame, className)}>
      <Photo
        className={coverImg}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={960}
        height={540}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </div>
  );
}
