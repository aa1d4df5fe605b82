export { DOCUMENT_LANG, DocumentFrame, EnglishGoverns, stripFrameHeader } from './document-frame';
export type { DocumentFrameProps } from './document-frame';
