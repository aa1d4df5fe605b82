/**
 * Promotion landing (spec §2 "Registration landing", §7, §8): `#/agreementTemplate` registration form and
 * `#/downloadTemplate` download page, one entry. The first render (and the prerendered HTML) is the
 * registration form; after mount the hash picks the view and the template loads. A template the backend
 * refuses (an ended promotion) shows its message instead of the form. The lender's notice sits beside
 * the offer (SEC MC No. 19, 2019).
 */
import { useEffect, useRef, useState } from 'react';
import { fetchChannelTemplate, sendTrackVisit } from '../../shared/api/youmi';
import { config } from '../../shared/config/config';
import { LenderNotice } from '../../shared/ui/lender-notice';
import { DownloadView, markRegistered } from './download-view';
import { clientType, downloadHash, landingQuery, parseHash } from './landing-logic';
import type { LandingQuery, LandingRoute } from './landing-logic';
import { RegisterForm } from './register-form';
import { templateStateOf } from './template-state';
import type { TemplateState } from './template-state';
import './landing.css';

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

    void sendTrackVisit({
      page_id: q.id,
      user_from: q.user_from,
      client_type: clientType(navigator.userAgent),
      page_type: 1,
      utm_tag: q.utm_tag,
      app_from: q.app_from,
    });
    if (!q.id) setTemplate({ status: 'none' });
    else {
      void fetchChannelTemplate(q.id).then((res) => setTemplate(templateStateOf(res)));
    }
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // A view change is a new page for a screen reader and the eye: top of the page, focus on its heading.
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [route]);

  // Called on registration success and on 'already registered' (spec §4): the download page may then
  // say the account is ready.
  const goDownload = () => {
    markRegistered();
    moved.current = true;
    location.hash = downloadHash(location.hash);
  };

  // A template without a headline (D13: missing text reads '') keeps the default one, never an empty h1.
  const title = (template.status === 'ready' && template.data.title) || 'Cash loans made simple';

  return (
    <>
      <header className="landing-header">
        <span className="landing-brand">{config.appName}</span>
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
                <a href="/">Visit {config.appName}</a> for our current loans.
              </p>
            ) : (
              <>
                <LenderNotice />
                <RegisterForm query={query} onDone={goDownload} />
              </>
            )}
          </>
        ) : (
          <DownloadView template={template} headingRef={heading} />
        )}
      </main>
    </>
  );
}
