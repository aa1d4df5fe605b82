/**
 * A screen that is one static text (about us, privacy, loan terms): prerendered in full. The legal texts
 * stay English in every language (D27, ADR 0040): a page in Filipino says in Filipino that the English
 * governs. A text given in the page's own language (`translated`: about us, not a legal document) says
 * nothing of the kind: a page in Filipino never says it is in English.
 */
import { DOCUMENT_LANG, EnglishGoverns } from '../ui/document-frame';
import { RichText } from '../ui/rich-text/rich-text';
import { PageLayout } from './page-layout';

export function StaticTextPage({ title, source, translated }: { title: string; source: string; translated?: boolean }) {
  return (
    <PageLayout title={title}>
      {!translated && <EnglishGoverns />}
      <article className="card" lang={translated ? undefined : DOCUMENT_LANG}>
        <RichText source={source} />
      </article>
    </PageLayout>
  );
}
