/**
 * What search engines are told of each built page (the public pages' SEO): a public page's meta
 * description, every other page's `noindex` (shared/site/headers.ts `INDEXED_ENTRIES`; the same pages get
 * `X-Robots-Tag: noindex` from the CDN, nginx and the reference server).
 */
import type { EntryDef } from '../../shared/site/entries.ts';
import { INDEXED_ENTRIES, NOINDEX } from '../../shared/site/headers.ts';

const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The meta description of a public page. */
export const descriptionTag = (text: string) => `<meta name="description" content="${escapeAttr(text)}" />`;

/**
 * What search engines are told of an entry (issue: SEO of the public pages): a public page (INDEXED_ENTRIES)
 * its description, which its screen.ts must give; any other `noindex` (the CDN and nginx send the same as
 * `X-Robots-Tag`, shared/site/headers.ts).
 * @example robotsTags(orderEntry) // '<meta name="robots" content="noindex" />'
 */
export function robotsTags(entry: Pick<EntryDef, 'name' | 'description'>): string {
  if (!INDEXED_ENTRIES.includes(entry.name)) return `<meta name="robots" content="${NOINDEX}" />`;
  if (!entry.description.trim()) throw new Error(`pages/${entry.name}/screen.ts: a public page needs a description`);
  return descriptionTag(entry.description);
}
