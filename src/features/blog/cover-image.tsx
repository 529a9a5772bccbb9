import { cx } from 'styled-system/css';
import { imageSources } from '@harbour/domain/image-sources';
import { coverFrame, coverImg } from './blog-styles';
import { Photo } from '@/ui/photo';

interface Props {
  url: string;
  alt: string;
  sizes: string;
  /** Above the fold: load at once; otherwise the browser waits until it scrolls near. */
  eager?: boolean;
  className?: string;
}

/** A post cover in a fixed 16:9 frame (a post without one shows none: its card and page leave it out). */
export function CoverImage({ url, alt, sizes, eager = false, className }: Props) {
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
