import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { css } from 'styled-system/css';

const placeholder = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  w: 'full',
  h: 'full',
  minH: '24',
  bg: 'gray.100',
  color: 'gray.600',
  fontSize: 'xs',
  textAlign: 'center',
  p: '2',
  // Its words go when the box is too narrow for them (a gallery thumbnail): the icon says it, and the label names it.
  containerType: 'inline-size',
});
const words = css({ '@container (max-width: 119px)': { display: 'none' } });

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/**
 * An <img> that becomes a tidy placeholder when the photo cannot be shown (offline and not kept on this device, or
 * gone), instead of the browser's broken-image icon. It tries again when the connection comes back. A photo that
 * failed before the app took over the page is noticed too (its error event came before React listened).
 */
export function Photo({ className, alt, ...img }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [img.src]);
  useEffect(() => {
    if (!failed) return;
    const again = () => setFailed(false);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  if (failed)
    return (
      // The image's own class sizes the stand-in (its layout class may set display: the inner box lays it out).
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={className}
        style={{ display: 'block' }}
        data-testid="photo-placeholder"
      >
        <span className={placeholder}>
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.8" />
            <path d="M4 17l5-5 4 4 3-3 4 4" />
          </svg>
          <span aria-hidden="true" className={words}>
            {navigator.onLine ? 'Photo not available' : 'Photo not available offline'}
          </span>
        </span>
      </span>
    );
  return <img ref={ref} alt={alt} className={className} onError={() => setFailed(true)} {...img} />;
}
