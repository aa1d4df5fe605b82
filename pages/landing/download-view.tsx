/**
 * The download page (`#/downloadTemplate`): the app's download link from the template (guarded, contract
 * D7) or config. Inside a messaging app's in-app browser (Facebook, Messenger, WeChat), where store links
 * do not open, it shows how to open this page in the phone's browser instead.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { config } from '../../shared/config/config';
import { messagingAppName } from '../../shared/platform/user-agent';
import type { MessagingApp } from '../../shared/platform/user-agent';
import { guardUrl } from '../../shared/security/safe-url';
import { CopyButton } from '../../shared/ui/copy';
import type { TemplateState } from './landing-logic';

/** The template's link when it is a safe http(s) URL, else the configured one. */
export function downloadLink(template: TemplateState): string {
  return (template.status === 'ready' && template.data.downloadUrl && guardUrl(template.data.downloadUrl)) || config.downloadUrl;
}

export function DownloadView({ template, headingRef }: { template: TemplateState; headingRef: RefObject<HTMLHeadingElement | null> }) {
  // Read after mount: the prerender has no user agent.
  const [inApp, setInApp] = useState<MessagingApp | null>(null);
  const [href, setHref] = useState('');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the user agent exists only after hydration
    setInApp(messagingAppName());
    setHref(location.href);
  }, []);

  return (
    <>
      <h1 className="landing-title" ref={headingRef} tabIndex={-1}>
        Download the app
      </h1>
      <section className="card landing-download">
        <p>Your account is ready. Download {config.appName} and log in with your mobile number.</p>
        {inApp ? (
          <div className="landing-inapp">
            <h2>Open this page in your browser</h2>
            <p>The {inApp} browser cannot open the app store. To download the app:</p>
            <ol>
              <li>Tap the menu (•••) at the top right of the screen.</li>
              <li>Choose “Open in browser” (on iPhone, “Open in Safari”).</li>
              <li>Tap “Download the app” on the page that opens.</li>
            </ol>
            <p>Or copy the link and paste it into your browser.</p>
            {href && <CopyButton text={href} label="Copy link" copiedMessage="Link copied" className="btn btn--secondary" />}
          </div>
        ) : template.status === 'loading' ? (
          <span className="skeleton" aria-hidden="true" />
        ) : (
          <a className="btn landing-download__link" href={downloadLink(template)} rel="noopener">
            Download the app
          </a>
        )}
      </section>
    </>
  );
}
