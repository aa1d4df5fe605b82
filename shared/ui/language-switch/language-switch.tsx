/**
 * The public pages' language switch (contract D27, ADR 0041): English and Filipino, each a plain link to
 * the page's twin (`/About` ⇄ `/fil/About`), so it works with JavaScript off. Each language's name is
 * written in that language (as language pickers do). The prerendered link names the twin's path; once the
 * page runs, and again at the tap (the marketing site changes section with `history.pushState`), it also
 * carries the page's query and hash (`twinHref`).
 */
import { useSyncExternalStore } from 'react';
import type { MouseEvent } from 'react';
import { t } from '../../i18n/t';
import { LANG } from '../../i18n/lang';
import type { Lang } from '../../i18n/lang';
import { twinHref } from '../../i18n/twin-href';
import './language-switch.css';

const NAMES: Record<Lang, string> = { en: 'English', fil: 'Filipino' };
const LANGS: Lang[] = ['en', 'fil'];

const onPopState = (change: () => void) => {
  addEventListener('popstate', change);
  return () => removeEventListener('popstate', change);
};
const address = () => location.href;

/** `path`: the English path this render is prerendered for (`/`, `/About`, `/landing.html`). */
export function LanguageSwitch({ path }: { path: string }) {
  // The prerendered address (no query: the build has none) until hydration, then the page's own.
  const href = useSyncExternalStore(onPopState, address, () => '');
  const here = href ? new URL(href) : { pathname: path, search: '', hash: '' };
  const follow = (lang: Lang) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.currentTarget.href = twinHref(lang, location);
  };
  return (
    <nav className="lang-switch" aria-label={t('Language')}>
      <ul>
        {LANGS.map((lang) => (
          <li key={lang}>
            <a
              href={twinHref(lang, here)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === LANG ? 'true' : undefined}
              onClick={follow(lang)}
            >
              {NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
