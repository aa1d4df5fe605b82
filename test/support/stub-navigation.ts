/**
 * The page's `location` as it is, with `assign` and `replace` recorded instead of navigating (happy-dom's
 * own would load the URL): a unit test sees where a page would go.
 * @example const { assign } = stubNavigation(); native.to('/order.html'); expect(assign).toHaveBeenCalled();
 */
import { vi } from 'vitest';

export function stubNavigation() {
  const assign = vi.fn();
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: window.location.href,
    origin: window.location.origin,
    pathname: window.location.pathname,
    search: window.location.search,
    assign,
    replace,
  } as Location);
  return { assign, replace };
}
