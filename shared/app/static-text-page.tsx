/** A screen that is one static text (about us, privacy, loan terms): prerendered in full. */
import { RichText } from '../ui/rich-text/rich-text';
import { PageLayout } from './page-layout';

export function StaticTextPage({ title, source }: { title: string; source: string }) {
  return (
    <PageLayout title={title}>
      <article className="card static-text">
        <RichText source={source} />
      </article>
    </PageLayout>
  );
}
