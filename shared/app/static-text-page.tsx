/**
 * A screen that is one static text (about us, privacy, loan terms): prerendered in full. The texts stay
 * English in every language (D27, ADR 0040): a page in Filipino says in Filipino that the English governs.
 */
import { DOCUMENT_LANG, EnglishGoverns } from '../ui/document-frame';
import { RichText } from '../ui/rich-text/rich-text';
import { PageLayout } from './page-layout';

export function StaticTextPage({ title, source }: { title: string; source: string }) {
  return (
    <PageLayout title={title}>
      <EnglishGoverns />
      <article className="card static-text" lang={DOCUMENT_LANG}>
        <RichText source={source} />
      </article>
    </PageLayout>
  );
}
