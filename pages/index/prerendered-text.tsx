/**
 * Text the build already wrote into this page's HTML (the about-us and loan-terms Markdown, ADR 0017):
 * rendered at build time and by the dev server (which prerenders nothing), and kept as it is by the
 * browser. Every alias's HTML holds every section, so hydration never needs the text again: its Markdown
 * and renderer stay out of the index's script (1.3 KB gz of the 80 KB start-JS budget), the way the
 * static entries ship none of theirs (ADR 0016).
 *
 * @example
 * <PrerenderedText id="about-text">
 *   {import.meta.env.SSR || import.meta.env.DEV ? <RichText source={aboutSource} /> : null}
 * </PrerenderedText>
 * Without the condition at the call site the bundler keeps the source: the element is built there.
 */
import type { ReactNode } from 'react';

const kept = new Map<string, string>();

/** The markup the build wrote for `id`, read once before hydration and the same on every render after. */
function keptMarkup(id: string): string {
  let html = kept.get(id);
  if (html === undefined) {
    html = document.getElementById(id)?.innerHTML ?? '';
    kept.set(id, html);
  }
  return html;
}

/** `lang`: the text's own language where it differs from the page's (a legal document stays English, D27). */
export function PrerenderedText({ id, lang, children }: { id: string; lang?: string; children: ReactNode }) {
  if (children !== null && children !== undefined)
    return (
      <div id={id} lang={lang}>
        {children}
      </div>
    );
  // React does not compare or patch `dangerouslySetInnerHTML` while hydrating: the built text stays.
  return <div id={id} lang={lang} dangerouslySetInnerHTML={{ __html: keptMarkup(id) }} />;
}
