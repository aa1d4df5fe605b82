/**
 * The public marketing site (spec §2 "Marketing home", §4 "Marketing nav"): Home, About us, Facebook (the
 * feedback form), Privacy Agreement and Loan terms, one entry served at `/`, `/About`, `/Policy`, `/Loan`.
 *
 * Prerendered in full, once per alias (`aliasPath`, ADR "public-pages-without-javascript"): `/About`,
 * `/Policy` and `/Loan` each have their own HTML with their section open, `/` has home with the feedback
 * form below it (the nav's `/#feedback` anchor), so with JavaScript off every nav link reaches its
 * section. After mount the address picks the one section shown; the nav switches sections with
 * `history.pushState` (and back / forward with popstate), without a reload.
 *
 * The lender's notice sits right under the banner that advertises the offer (SEC MC No. 19, 2019).
 */
import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { config } from '../../shared/config/config';
import { LANG } from '../../shared/i18n/lang';
import { t, tNodes } from '../../shared/i18n/t';
import { setPageTitle } from '../../shared/platform/page-title';
import { DocumentFrame } from '../../shared/ui/document-frame';
import { LenderNotice } from '../../shared/ui/lender-notice';
import { RichText } from '../../shared/ui/rich-text/rich-text';
import { StoreLinks } from '../../shared/ui/store-links';
import { languageSwitchHtml } from '../../shared/ui/language-switch';
import aboutEnglish from '../../static/legal/about-us.md?raw';
import aboutFilipino from '../../static/legal/about-us.fil.md?raw';
import loanSource from '../../static/legal/loan-agreement.md?raw';
import privacySource from '../../static/legal/privacy.md?raw';
import { promise } from '../../shared/config/promises';
import { Carousel } from './carousel';
import type { Banner } from './carousel';
import { FeedbackForm } from './feedback-form';
import { PrerenderedText } from './prerendered-text';
import { isModifiedClick, prerenderedSections, SECTIONS, sectionOf } from './sections';
import type { SectionKey } from './sections';
import './index.css';

// Claims beyond the spec's own ("140,000+ users", "97.8%") commit the lender: its configuration's (D30).
const BANNERS: Banner[] = promise('banners');
const LEAD = promise('homeLead');

const SITE_TITLE = t('{app} · Cash loans in the Philippines', { app: config.appName });

/**
 * The Policy section shows our own privacy policy's text itself, as the Loan section shows the terms: the
 * in-app privacy page in a frame had its scripts blocked by the sandbox (console errors) and a back arrow
 * that led nowhere. An operator's own page (an https `policyUrl`, made to be framed) stays in a frame.
 */
const OWN_POLICY = config.policyUrl === '/privacy.html';

/** The language switch as the build wrote it, read before hydration (shared/ui/language-switch, ADR 0041). */
const BUILT_SWITCH = { __html: import.meta.env.SSR ? '' : (document.getElementById('lang-switch')?.innerHTML ?? '') };

/**
 * The legal documents stay English on the Filipino site (D27): one Filipino line above each says the
 * English governs, and the document is marked English for a screen reader's voice.
 */
const DOCUMENT_LANG = LANG === 'en' ? undefined : 'en';
function EnglishGoverns() {
  return LANG === 'fil' ? (
    <p className="mk-muted">{t('This document is in English. The English text governs.')}</p>
  ) : null;
}

/**
 * `aliasPath`: the alias whose HTML this render is (the build renders one per alias; `main.tsx` passes the
 * one it finds in the HTML back, so hydration matches); the entry's own file is `/`.
 */
export function IndexPage({ aliasPath = '/' }: { aliasPath?: string }) {
  const opened = sectionOf(aliasPath, '');
  // null until mounted: the prerendered sections of this alias show.
  const [active, setActive] = useState<SectionKey | null>(null);
  const sections = useRef<Partial<Record<SectionKey, HTMLElement | null>>>({});

  useEffect(() => {
    const sync = () => setActive(sectionOf(location.pathname, location.hash));
    sync();
    // Only one section shows now: its top is the page's top (a '#feedback' load had jumped down).
    window.scrollTo(0, 0);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    if (!active) return;
    const label = SECTIONS.find((s) => s.key === active)?.label;
    setPageTitle(active === 'home' || !label ? SITE_TITLE : `${label} · ${config.appName}`);
  }, [active]);

  const go = (key: SectionKey, href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(e)) return;
    e.preventDefault();
    if (location.pathname + location.hash !== href) history.pushState(null, '', href);
    setActive(key);
    window.scrollTo(0, 0);
    // The new section's heading takes focus, so a screen reader announces the change.
    requestAnimationFrame(() => {
      const heading = sections.current[key]?.querySelector<HTMLElement>('h2');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    });
  };

  const shown = (key: SectionKey) => (active === null ? prerenderedSections(opened).includes(key) : active === key);
  const current = active ?? opened;
  const ref = (key: SectionKey) => (el: HTMLElement | null) => {
    sections.current[key] = el;
  };

  return (
    <>
      <header className="mk-header">
        <div className="mk-header__top">
          <h1 className="mk-brand">{config.appName}</h1>
          <div
            id="lang-switch"
            dangerouslySetInnerHTML={
              import.meta.env.SSR || import.meta.env.DEV ? { __html: languageSwitchHtml(aliasPath) } : BUILT_SWITCH
            }
          />
        </div>
        <nav aria-label={t('Main')}>
          <ul className="mk-nav">
            {SECTIONS.map((s) => (
              <li key={s.key}>
                <a href={s.href} aria-current={current === s.key ? 'page' : undefined} onClick={go(s.key, s.href)}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <main className="mk-main" data-alias-path={aliasPath}>
        <section
          id="home"
          ref={ref('home')}
          hidden={!shown('home')}
          aria-labelledby="home-title"
          className="mk-section"
        >
          <h2 id="home-title" className="mk-hero__title">
            {t('Cash loans made simple')}
          </h2>
          {LEAD && <p className="mk-hero__lead">{LEAD}</p>}
          {BANNERS.length > 0 && <Carousel banners={BANNERS} />}
          <LenderNotice />
          <ul className="mk-claims" aria-label={t('Why borrowers choose us')}>
            <li>{tNodes('{count} users', { count: <strong key="count">140,000+</strong> })}</li>
            <li>{tNodes('{rating} rating', { rating: <strong key="rating">97.8%</strong> })}</li>
          </ul>
          <StoreLinks links={config.stores} className="mk-cta" />
        </section>

        <section
          id="about"
          ref={ref('about')}
          hidden={!shown('about')}
          aria-label={t('About us')}
          className="mk-section card"
        >
          <PrerenderedText id="about-text">
            {import.meta.env.SSR || import.meta.env.DEV ? (
              // Not a legal document: the Filipino site shows its Filipino text (D27), as the about-us entry does.
              <RichText source={LANG === 'fil' ? aboutFilipino : aboutEnglish} />
            ) : null}
          </PrerenderedText>
        </section>

        <section
          id="feedback"
          ref={ref('feedback')}
          hidden={!shown('feedback')}
          aria-labelledby="feedback-title"
          className="mk-section card"
        >
          <h2 id="feedback-title">{t('Send us your feedback')}</h2>
          <p className="mk-muted">{t('Tell us what we can do better. We read every message.')}</p>
          <FeedbackForm />
        </section>

        <section
          id="policy"
          ref={ref('policy')}
          hidden={!shown('policy')}
          aria-labelledby="policy-title"
          className="mk-section card"
        >
          <h2 id="policy-title">{t('Privacy Agreement')}</h2>
          {OWN_POLICY ? (
            <>
              <EnglishGoverns />
              <PrerenderedText id="policy-text" lang={DOCUMENT_LANG}>
                {import.meta.env.SSR || import.meta.env.DEV ? (
                  <RichText source={privacySource} headingLevel={3} />
                ) : null}
              </PrerenderedText>
            </>
          ) : (
            <>
              <DocumentFrame
                className="mk-frame"
                title={t('Privacy policy')}
                src={config.policyUrl}
                loading="lazy"
                sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              />
              <p>
                <a href={config.policyUrl}>{t('Open the privacy policy as a full page')}</a>
              </p>
            </>
          )}
        </section>

        <section
          id="loan"
          ref={ref('loan')}
          hidden={!shown('loan')}
          aria-label={t('Loan terms and conditions')}
          className="mk-section card"
        >
          <EnglishGoverns />
          <PrerenderedText id="loan-text" lang={DOCUMENT_LANG}>
            {import.meta.env.SSR || import.meta.env.DEV ? <RichText source={loanSource} /> : null}
          </PrerenderedText>
        </section>
      </main>

      <footer className="mk-footer">
        <p className="mk-footer__company">{config.legal.companyName}</p>
        <p>{config.legal.address}</p>
        <p>
          {tNodes('Phone: {phone}', {
            phone: (
              <a key="phone" href={`tel:${config.legal.phone.replace(/[^\d+]/g, '')}`}>
                {config.legal.phone}
              </a>
            ),
          })}
        </p>
        <p>
          {tNodes('E-mail: {email}', {
            email: (
              <a key="email" href={`mailto:${config.legal.email}`}>
                {config.legal.email}
              </a>
            ),
          })}
        </p>
        <p>
          {t('SEC Registration No. {sec} · Certificate of Authority {authority}', {
            sec: config.legal.secRegistrationNo,
            authority: config.legal.certificateOfAuthorityNo,
          })}
        </p>
        <p>{t('© {company}. All rights reserved.', { company: config.legal.companyName })}</p>
      </footer>
    </>
  );
}
