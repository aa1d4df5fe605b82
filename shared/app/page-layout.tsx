/**
 * The frame of every in-app screen: a header with the screen's title (the page's one h1) and a back
 * button that does what the shell's back gesture does (contract D16: the page's handler, else one page
 * back inside a flow, else close the web view), then the content in `<main>`.
 */
import type { ReactNode } from 'react';
import { goBack } from '../bridge/native';
import { t } from '../i18n/t';
import './page-layout.css';

export function PageLayout({ title, children, back = true }: { title: string; children: ReactNode; back?: boolean }) {
  return (
    <>
      <header className="page-header">
        {back && (
          <button type="button" className="page-header__back" aria-label={t('Back')} onClick={goBack}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <h1 className="page-header__title">{title}</h1>
      </header>
      <main className="page-main">{children}</main>
    </>
  );
}
