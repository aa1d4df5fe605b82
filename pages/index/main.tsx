import { afterFirstPaint } from '../../shared/app/after-paint';
import { mount } from '../../shared/app/mount';
import { IndexPage } from './index-page';

// Which alias's prerendered HTML this is (`/About.html` serves `/About`): the first render must match it.
const aliasPath = document.querySelector('main[data-alias-path]')?.getAttribute('data-alias-path') ?? undefined;

// Every section is in the prerendered HTML: paint it first, then hydrate (ADR 0017).
afterFirstPaint(() =>
  mount(function IndexEntry() {
    return <IndexPage aliasPath={aliasPath} />;
  }),
);
