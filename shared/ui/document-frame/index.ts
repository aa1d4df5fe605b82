export { DocumentFrame, stripFrameHeader } from './document-frame';
export type { DocumentFrameProps } from './document-frame';
