/**
 * The download page (`#/downloadTemplate`): both store links (config, or the channel's own link for its
 * store; guarded, contract D7), the visitor's store first, and the lender's notice. 'Your account is
 * ready' only after a registration in this tab (spec §4: success or already registered); opened
 * directly it has a neutral title. Inside a messaging app's in-app browser (Facebook, Messenger, WeChat),
 * where store links do not open, it shows how to open this page in the phone's browser instead.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { config } from '../../shared/config/config';
import { t } from '../../shared/i18n/t';
import { messagingAppName } from '../../shared/platform/user-agent';
import type { MessagingApp } from '../../shared/platform/user-agent';
import { CopyButton } from '../../shared/ui/copy';
import { LenderNotice } from '../../shared/ui/lender-notice';
import { STORE_LABEL, StoreLinks } from '../../shared/ui/store-links';
import { registeredInThisTab } from './registered';
import { storeLinks } from './template-state';
import type { TemplateState } from './template-state';

export const READY_TITLE = t('Your account is ready');
export const NEUTRAL_TITLE = t('Download the app');

export function DownloadView({
  template,
  headingRef,
  onShown,
}: {
  template: TemplateState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Called once the view is on screen (its heading exists): the page moves focus to it. */
  onShown?: () => void;
}) {
  // Read after mount: the prerender has no user agent and no storage.
  const [inApp, setInApp] = useState<MessagingApp | null>(null);
  const [href, setHref] = useState('');
  const [registered, setRegistered] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the user agent exists only after hydration
    setInApp(messagingAppName());
    setHref(location.href);
    setRegistered(registeredInThisTab());
    onShown?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the view appears
  }, []);

  return (
    <>
      <h1 className="landing-title" ref={headingRef} tabIndex={-1}>
        {registered ? READY_TITLE : NEUTRAL_TITLE}
      </h1>
      <section className="card landing-download" aria-label={t('Get the app')}>
        <p>
          {registered
            ? t('Download {app} and log in with your mobile number.', { app: config.appName })
            : t('Get {app} on your phone to apply for a cash loan.', { app: config.appName })}
        </p>
        {inApp ? (
          <div className="landing-inapp">
            <h2>{t('Open this page in your browser')}</h2>
            <p>{t('The {app} browser cannot open the app store. To download the app:', { app: inApp })}</p>
            <ol>
              <li>{t('Tap the menu (•••) at the top right of the screen.')}</li>
              <li>{t('Choose “Open in browser” (on iPhone, “Open in Safari”).')}</li>
              <li>
                {t('Tap “{appStore}” or “{googlePlay}” on the page that opens.', {
                  appStore: STORE_LABEL.appStore,
                  googlePlay: STORE_LABEL.googlePlay,
                })}
              </li>
            </ol>
            <p>{t('Or copy the link and paste it into your browser.')}</p>
            {href && (
              <CopyButton
                text={href}
                label={t('Copy link')}
                copiedMessage={t('Link copied')}
                className="btn btn--secondary"
              />
            )}
          </div>
        ) : template.status === 'loading' ? (
          <span className="skeleton" aria-hidden="true" />
        ) : (
          <StoreLinks links={storeLinks(template)} />
        )}
      </section>
      <LenderNotice />
    </>
  );
}
