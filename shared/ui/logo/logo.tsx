/**
 * A picture the backend names by URL (a product's, a channel's or a counter's logo). A backend that sends
 * no picture (`""`, spaces, or none, D13) gets none drawn: `<img src="">` asks for the page itself again,
 * a wasted round trip on a borrower's paid data, and the text beside it says what the picture would.
 */
import type { ImgHTMLAttributes } from 'react';

export interface LogoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The URL as the backend sent it (read as text, D23). */
  src: string | null | undefined;
  /** The picture's words when it says something the text beside it does not; decorative by default. */
  alt?: string;
}

/** @example <Logo src={d.productLogo} width={36} height={36} /> */
export function Logo({ src, alt = '', ...rest }: LogoProps) {
  return typeof src === 'string' && src.trim() ? <img src={src} alt={alt} {...rest} /> : null;
}
