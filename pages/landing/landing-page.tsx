/**
 * Promotion landing (spec §2 "Registration landing", §7, §8): `#/agreementTemplate` registration form and
 * `#/downloadTemplate` download page, one entry. The first render (and the prerendered HTML) is the
 * registration form; after mount the hash picks the view and the template loads. A template the backend
 * refuses (an ended promotion) shows its message instead of the form. The lender's notice sits beside
 * the offer (SEC MC No. 19, 2019).
 */
import { asId } from '../../shared/api/contract/declare';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyReady } from '../../shared/ui/lazy-ready/lazy-ready';
import { channelTemplate, trackVisit } from '../../shared/api/contract/youmi';
import { call } from '../../shared/api/request';
import { sendAndForget } from '../../shared/api/wire';
import { config } from '../../shared/config/config';
import { languageSwitchHtml } from '../../shared/ui/language-switch';
import { t, tNodes } from '../../shared/i18n/t';
import { Skeleton } from '../../shared/app/load-view';
import { LenderNotice } from '../../shared/ui/lender-notice';
import { clientType, downloadHash, landingQuery, parseHash } from './landing-logic';
import type { LandingQuery, LandingRoute } from './landing-logic';
import { markRegistered } from './registered';
import { RegisterForm } from './register-form';
import { templateStateOf } from './template-state';
import type { TemplateState } from './template-state';
import './landing.css';

/**
 * The download page is what a visitor sees after registering (or on its own link): loaded on demand, so
 * its store links and copy button stay out of the form's start script (ADR 0017). The form starts the
 * download when registration succeeds; a visitor who opens the download link waits for it once.
 */
const DownloadView = lazyReady(() => import('./download-view').then((m) => m.DownloadView));

/** The language switch as the build wrote it, read before hydration (shared/ui/language-switch, ADR 0041). */
const BUILT_SWITCH = { __html: import.meta.env.SSR ? '' : (document.getElementById('lang-switch')?.innerHTML ?? '') };

export function LandingPage() {
  const [route, setRoute] = useState<LandingRoute>('register');
  const [query, setQuery] = useState<LandingQuery | null>(null);
  const [template, setTemplate] = useState<TemplateState>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const q = landingQuery(location.search, location.hash);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the location exists only after hydration
    setQuery(q);
    const onHash = () => setRoute(parseHash(location.hash).route);
    onHash();
    window.addEventListener('hashchange', onHash);

    // The visit event (spec §8): its answer is ignored, a failure is silent for the visitor, and it
    // survives a visitor who leaves at once (a keepalive send, ADR 0037).
    sendAndForget(trackVisit, {
      page_id: q.id,
      user_from: q.user_from,
      client_type: clientType(navigator.userAgent),
      page_type: 1,
      utm_tag: q.utm_tag,
      app_from: q.app_from,
    });
    if (!q.id) setTemplate({ status: 'none' });
    else {
      // A code other than '00' is said on the page, not toasted.
      void call(
        channelTemplate,
        { templateId: asId(q.id) },
        { quiet: true, networkMessage: t('Network error. The page could not be loaded.') },
      ).then((res) => setTemplate(templateStateOf(res)));
    }
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // A view change is a new page for a screen reader and the eye: top of the page, focus on its heading.
  const showTop = () => {
    if (!moved.current) return;
    window.scrollTo(0, 0);
    heading.current?.focus();
  };
  // The download view calls `showTop` itself once its chunk has arrived and its heading exists.
  useEffect(() => {
    if (route === 'register') showTop();
  }, [route]);

  // Called on registration success and on 'already registered' (spec §4): the download page may then
  // say the account is ready.
  const goDownload = () => {
    void DownloadView.preload().catch(() => undefined);
    markRegistered();
    moved.current = true;
    location.hash = downloadHash(location.hash);
  };

  // A template without a headline (D13: missing text reads '') keeps the default one, never an empty h1.
  const title = (template.status === 'ready' && template.data.title) || t('Cash loans made simple');

  return (
    <>
      <header className="landing-header">
        <span className="landing-brand">{config.appName}</span>
        <div
          id="lang-switch"
          dangerouslySetInnerHTML={
            import.meta.env.SSR || import.meta.env.DEV ? { __html: languageSwitchHtml('/landing.html') } : BUILT_SWITCH
          }
        />
      </header>
      <main className="landing-main">
        {route === 'register' ? (
          <>
            <h1 className="landing-title" ref={heading} tabIndex={-1}>
              {title}
            </h1>
            {template.status === 'ready' && template.data.subtitle && (
              <p className="landing-subtitle">{template.data.subtitle}</p>
            )}
            {(template.status === 'error' || template.status === 'refused') && (
              <p className="card landing-error" role="alert">
                {template.message}
              </p>
            )}
            {template.status === 'refused' ? (
              <p className="card">
                {tNodes('{visit} for our current loans.', {
                  visit: (
                    <a key="visit" href="/">
                      {t('Visit {app}', { app: config.appName })}
                    </a>
                  ),
                })}
              </p>
            ) : (
              <>
                <LenderNotice />
                <RegisterForm query={query} onDone={goDownload} />
              </>
            )}
          </>
        ) : (
          <Suspense fallback={<Skeleton lines={4} />}>
            <DownloadView template={template} headingRef={heading} onShown={showTop} />
          </Suspense>
        )}
      </main>
    </>
  );
}
