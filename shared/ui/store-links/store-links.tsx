/**
 * The app's two store links, App Store and Google Play, from config (or the caller's channel links). The
 * visitor's own store comes first: Google Play on Android, the App Store elsewhere (the native shell is
 * iOS). The user agent is read after mount, so the prerendered HTML and the first render agree.
 *
 * @example <StoreLinks links={config.stores} />
 */
import { useEffect, useState } from 'react';
import { t } from '../../i18n/t';
import './store-links.css';

export interface StoreUrls {
  appStoreUrl: string;
  googlePlayUrl: string;
}

export type Store = 'appStore' | 'googlePlay';

export const STORE_LABEL: Record<Store, string> = {
  appStore: t('Download on the App Store'),
  googlePlay: t('Get it on Google Play'),
};

/**
 * @example storeOrder('Mozilla/5.0 (Linux; Android 14; …)') // ['googlePlay', 'appStore']
 * @example storeOrder('Mozilla/5.0 (iPhone; …)') // ['appStore', 'googlePlay']
 */
export function storeOrder(ua: string): Store[] {
  return /android/i.test(ua) ? ['googlePlay', 'appStore'] : ['appStore', 'googlePlay'];
}

export function StoreLinks({ links, className }: { links: StoreUrls; className?: string }) {
  const [order, setOrder] = useState<Store[]>(() => storeOrder(''));
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the user agent exists only after hydration
  useEffect(() => setOrder(storeOrder(navigator.userAgent)), []);
  const href: Record<Store, string> = { appStore: links.appStoreUrl, googlePlay: links.googlePlayUrl };
  return (
    <ul className={className ? `store-links ${className}` : 'store-links'} aria-label={t('Download the app')}>
      {order.map((store, i) => (
        <li key={store}>
          <a
            className={i === 0 ? 'btn store-links__link' : 'btn btn--secondary store-links__link'}
            href={href[store]}
            rel="noopener"
          >
            {STORE_LABEL[store]}
          </a>
        </li>
      ))}
    </ul>
  );
}
