import { useState } from 'react';
import { Dialog } from '../dialog';
import './zoom-image.css';

export interface ZoomImageProps {
  src: string;
  alt: string;
  className?: string;
}

/**
 * A thumbnail that opens the image full screen.
 * @example
 * <ZoomImage src={stepImage} alt="Step 2: enter the reference number" />
 */
export function ZoomImage({ src, alt, className }: ZoomImageProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const name = alt ? `Enlarge image: ${alt}` : 'Enlarge image';
  return (
    <>
      <button
        type="button"
        className={className ? `zoom-image ${className}` : 'zoom-image'}
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <img src={src} alt={alt} loading="lazy" decoding="async" className="zoom-image__thumb" />
      </button>
      <Dialog open={open} onClose={close} ariaLabel={alt || 'Image'} className="zoom-image__dialog">
        <button type="button" className="zoom-image__close" onClick={close}>
          Close
        </button>
        {open && (
          // A tap on the picture is only a shortcut; the Close button and Escape are the accessible ways out.
          <img src={src} alt={alt} className="zoom-image__full" onClick={close} />
        )}
      </Dialog>
    </>
  );
}
