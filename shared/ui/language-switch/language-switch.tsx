/**
 * The public pages' language switch (contract D27, ADR 0041): English and Filipino, each a plain link to
 * the page's twin (`/About` ⇄ `/fil/About?lang=fil`), so it works with JavaScript off. Each language's name
 * is written in that language (as language pickers do). At the tap, the page's own query and hash ride
 * along (the marketing site changes section with `history.pushState`): the page's inline switch script
 * does that (`LANG_SWITCH_SCRIPT`, scripts/vite/lang-twin-plugin.ts), so the switch ships no code of its
 * own beyond these links.
 */
import { t } from '../../i18n/t';
import { LANG } from '../../i18n/lang';
import { FIL_PREFIX } from '../../i18n/twin';
import './language-switch.css';

/** Each language named in itself, in both builds: not catalog text. */
const ENGLISH = 'English';
const FILIPINO = 'Filipino';

/** `path`: the English path this render is prerendered for (`/`, `/About`, `/landing.html`). */
export function LanguageSwitch({ path }: { path: string }) {
  return (
    <nav className="lang-switch" aria-label={t('Language')}>
      <ul>
        <li>
          <a href={path} hrefLang="en" lang="en" aria-current={LANG === 'en' ? 'true' : undefined}>
            {ENGLISH}
          </a>
        </li>
        <li>
          <a
            href={`${FIL_PREFIX}${path}?lang=fil`}
            hrefLang="fil"
            lang="fil"
            aria-current={LANG === 'fil' ? 'true' : undefined}
          >
            {FILIPINO}
          </a>
        </li>
      </ul>
    </nav>
  );
}
