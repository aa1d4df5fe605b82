import { useState } from 'react';
import { t } from '../../i18n/t';
import { Dialog } from '../dialog';
import './zoom-image.css';

export interface ZoomImageProps {
  src: string;
  alt: string;
  className?: string;
  /**
   * The picture is likely the page's largest content in the first screen (its LCP): fetched at once with
   * high priority instead of lazily (a lazy LCP image waited for layout: Lighthouse 84 on pay-guide).
   */
  priority?: boolean;
  /** The picture's intrinsic size: the page keeps its space before it loads (no layout shift). */
  width?: number;
  height?: number;
}

/**
 * A thumbnail that opens the image full screen.
 * @example
 * <ZoomImage src={stepImage} alt="Step 2: enter the reference number" />
 */
export function ZoomImage({ src, alt, className, priority = false, width, height }: ZoomImageProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const name = alt ? t('Enlarge image: {alt}', { alt }) : t('Enlarge image');
  return (
    <>
      <button
        type="button"
        className={className ? `zoom-image ${className}` : 'zoom-image'}
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="zoom-image__thumb"
        />
      </button>
      <Dialog open={open} onClose={close} ariaLabel={alt || t('Image')} className="zoom-image__dialog">
        <button type="button" className="zoom-image__close" onClick={close}>
          {t('Close')}
        </button>
        {open && (
          // A tap on the picture is only a shortcut; the Close button and Escape are the accessible ways out.
          <img src={src} alt={alt} className="zoom-image__full" onClick={close} />
        )}
      </Dialog>
    </>
  );
}
