/**
 * The marketing site's sections and their addresses (spec §2 "Marketing home", §4 "Marketing nav";
 * contract §1 aliases `/`, `/About`, `/Policy`, `/Loan`). The feedback form has no alias of its own: it
 * lives on the home path with the `#feedback` fragment.
 */
import { LANG } from '../../shared/i18n/lang';
import { FIL_PREFIX } from '../../shared/i18n/twin';
import { t } from '../../shared/i18n/t';

export type SectionKey = 'home' | 'about' | 'feedback' | 'policy' | 'loan';

export interface SectionDef {
  key: SectionKey;
  /** The nav label (spec text, in the build's language: D27). */
  label: string;
  href: string;
}

/** The Filipino site's sections are its own twins' paths (D27: links between our pages keep the prefix). */
const DIR = LANG === 'fil' ? FIL_PREFIX : '';

export const SECTIONS: SectionDef[] = [
  { key: 'home', label: t('Home'), href: `${DIR}/` },
  { key: 'about', label: t('About us'), href: `${DIR}/About` },
  { key: 'feedback', label: t('Facebook'), href: `${DIR}/#feedback` },
  { key: 'policy', label: t('Privacy Agreement'), href: `${DIR}/Policy` },
  { key: 'loan', label: t('Loan terms and conditions'), href: `${DIR}/Loan` },
];

/**
 * The section an address shows; unknown paths (e.g. `/index.html`) show home.
 * @example sectionOf('/About', '') // 'about'
 * @example sectionOf('/', '#feedback') // 'feedback'
 * @example sectionOf('/fil/About', '') // 'about'
 */
export function sectionOf(pathname: string, hash: string): SectionKey {
  // '/About.html' is the alias's own prerendered file (scripts/vite/alias-pages-plugin.ts), opened directly;
  // '/fil/About' its Filipino twin (D27).
  const path = pathname
    .replace(/^\/fil(?=\/|$)/i, '')
    .replace(/\/+$/, '')
    .replace(/\.html$/i, '')
    .toLowerCase();
  if (path === '/about') return 'about';
  if (path === '/policy') return 'policy';
  if (path === '/loan') return 'loan';
  if (hash === '#feedback') return 'feedback';
  return 'home';
}

/**
 * The sections an alias's prerendered HTML shows, for readers without JavaScript: its own section; home
 * also carries the feedback form below it, which the nav reaches by its `#feedback` anchor.
 * @example prerenderedSections('home') // ['home', 'feedback']
 */
export function prerenderedSections(opened: SectionKey): SectionKey[] {
  return opened === 'home' ? ['home', 'feedback'] : [opened];
}

/** True when a click should be left to the browser (new tab, download, …). */
export function isModifiedClick(e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}
