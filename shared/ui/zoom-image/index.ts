export { ZoomImage } from './zoom-image';
export type { ZoomImageProps } from './zoom-image';
