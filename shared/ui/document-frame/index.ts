export { DOCUMENT_LANG, DocumentFrame, EnglishGoverns, EnglishPrevails, stripFrameHeader } from './document-frame';
export type { DocumentFrameProps } from './document-frame';
