/**
 * The marketing site's sections and their addresses (spec §2 "Marketing home", §4 "Marketing nav";
 * contract §1 aliases `/`, `/About`, `/Policy`, `/Loan`). The feedback form has no alias of its own: it
 * lives on the home path with the `#feedback` fragment.
 */
import { t } from '../../shared/i18n/t';

export type SectionKey = 'home' | 'about' | 'feedback' | 'policy' | 'loan';

export interface SectionDef {
  key: SectionKey;
  /** The nav label (spec text, in the build's language: D27). */
  label: string;
  href: string;
}

export const SECTIONS: SectionDef[] = [
  { key: 'home', label: t('Home'), href: '/' },
  { key: 'about', label: t('About us'), href: '/About' },
  { key: 'feedback', label: t('Facebook'), href: '/#feedback' },
  { key: 'policy', label: t('Privacy Agreement'), href: '/Policy' },
  { key: 'loan', label: t('Loan terms and conditions'), href: '/Loan' },
];

/**
 * The section an address shows; unknown paths (e.g. `/index.html`) show home.
 * @example sectionOf('/About', '') // 'about'
 * @example sectionOf('/', '#feedback') // 'feedback'
 */
export function sectionOf(pathname: string, hash: string): SectionKey {
  // '/About.html' is the alias's own prerendered file (scripts/vite/alias-pages-plugin.ts), opened directly.
  const path = pathname
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
