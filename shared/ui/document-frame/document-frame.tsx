/**
 * A document of our own (privacy policy, loan agreement) shown inside another screen, in a sandboxed frame:
 * no scripts, forms or top navigation. Its host shows the title, so once a same-origin document has
 * loaded, its own page header (the title again and a back button that cannot work without scripts) is
 * taken out. A document of another origin is left as it is (the browser keeps it out of reach).
 */
import type { SyntheticEvent } from 'react';
import { LANG } from '../../i18n/lang';
import { t } from '../../i18n/t';

/**
 * The legal documents stay English in every language (D27, ADR 0040): a page in Filipino says so in one
 * Filipino line above the document, and marks the document itself English for a screen reader's voice.
 * An English page shows nothing of it.
 */
export function EnglishGoverns() {
  return LANG === 'fil' ? <p lang={LANG}>{t('This document is in English. The English text governs.')}</p> : null;
}

/**
 * A legal document we show translated (the Disclosure Statement, D25): a page in Filipino says that the
 * English one prevails where the two differ, as the lender's English text is the one its lawyers wrote.
 */
export function EnglishPrevails() {
  return LANG === 'fil' ? (
    <p lang={LANG}>
      {t('This statement is a translation. Where it differs from the English statement, the English prevails.')}
    </p>
  ) : null;
}

/** The `lang` a legal document's own element carries: English inside a page in another language. */
export const DOCUMENT_LANG = LANG === 'en' ? undefined : 'en';

export interface DocumentFrameProps {
  /** A guarded URL. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  className?: string;
  /** The sandbox tokens: same-origin only by default (the document's own stylesheet loads). */
  sandbox?: string;
  loading?: 'lazy' | 'eager';
}

/** Removes the page header of a same-origin document shown in a frame; a cross-origin one is left alone. */
export function stripFrameHeader(frame: HTMLIFrameElement): void {
  let doc: Document | null;
  try {
    doc = frame.contentDocument;
  } catch {
    return;
  }
  doc?.querySelector('.page-header')?.remove();
}

export function DocumentFrame({ src, title, className, sandbox = 'allow-same-origin', loading }: DocumentFrameProps) {
  return (
    <>
      <EnglishGoverns />
      <iframe
        className={className}
        src={src}
        title={title}
        sandbox={sandbox}
        loading={loading}
        referrerPolicy="no-referrer"
        onLoad={(e: SyntheticEvent<HTMLIFrameElement>) => stripFrameHeader(e.currentTarget)}
        // A prerendered frame may have loaded before hydration attached onLoad.
        ref={(frame) => {
          if (frame) stripFrameHeader(frame);
        }}
      />
    </>
  );
}
