/**
 * What a recommended-product click does (contract D3, spec §7 "Order details"), apart from the view so it
 * can be tested alone: only an enabled item (enabled 1) proceeds; a tracking event with the item's index
 * is sent first and `gopia/goya/define` starts at once, never waiting for it (ADR 0027); on success an http(s) link opens in the page (guarded, with the
 * common query: session keys stay on our origin), any other link goes to the shell through the bridge
 * (only the app's own scheme passes the guard); a failure's message is toasted by the request helper.
 */
import { pageId } from '../../api/page-ids';
import { eventSave, goyaDefine } from '../../api/contract/loan';
import type { RecProduct } from '../../api/contract/loan';
import { call } from '../../api/request';
import { sendAndForget } from '../../api/wire';
import { native } from '../../bridge/native';
import { guardUrl } from '../../security/safe-url';
import { followServerUrl } from '../../app/follow-server-url';
import { shellHandover } from '../../platform/tap-guard';

/** 'page': assign the http(s) URL; 'bridge': send `to`; 'refused': show UNSAFE_URL_MESSAGE. */
export type LinkTarget = { kind: 'page'; url: string } | { kind: 'bridge'; url: string } | { kind: 'refused' };

/**
 * Where the link of a recommended product opens (contract D7).
 * @example linkTarget('https://x.ph/a') // { kind: 'page', url: 'https://x.ph/a' }
 * @example linkTarget('pesobridge://product/SL02') // { kind: 'bridge', … }
 * @example linkTarget('javascript:alert(1)') // { kind: 'refused' }
 */
export function linkTarget(link: unknown): LinkTarget {
  if (typeof link === 'string' && /^\s*https?:/i.test(link)) {
    const url = guardUrl(link);
    return url ? { kind: 'page', url } : { kind: 'refused' };
  }
  const url = guardUrl(link, { allowAppScheme: true });
  return url ? { kind: 'bridge', url } : { kind: 'refused' };
}

/**
 * Opens one recommended product; resolves true when the page is being left for the product's page (the
 * caller's money guard then stays locked until it is gone), false when the borrower stays: the click was
 * ignored (not enabled), `define` refused, the link was refused, or (once the shell had a moment to take
 * over: `shellHandover`) the link went to the shell through the bridge.
 */
export async function openRecommended(item: RecProduct, index: number): Promise<boolean> {
  // D3; a product the backend sent without its code cannot be asked for.
  if (Number(item.enabled) !== 1 || !item.productCode) return false;
  // The spec's module and position of a recommended item are both its index in the list.
  // The tracking event goes on its own, and nothing waits for it (ADR 0027).
  sendAndForget(eventSave, { productId: pageId('productId'), moduleId: index, positionId: index });
  const res = await call(
    goyaDefine,
    { module: index, position: index, product_code: item.productCode },
    { loading: true },
  );
  if (!res.success) return false;
  const target = linkTarget(res.data?.link);
  if (target.kind === 'bridge') {
    // The shell opens it in a web view of its own: this page stays, and its list with it (a second tap
    // meanwhile sends nothing twice).
    native.to(target.url);
    return shellHandover();
  }
  // A refused link passes null, so the message comes from the same place as every other refusal.
  return followServerUrl(target.kind === 'page' ? target.url : null);
}
