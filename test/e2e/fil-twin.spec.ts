/**
 * The Filipino twin of the build (D27, ADR 0039): `dist/fil/<entry>.html`, prerendered in Filipino, with
 * its own CSP hashes, loading the scripts the English page loads where their code has no text.
 */
import { expect, expectAxeClean, test, watchCsp } from './fixtures';

// Its tests only read: one borrower per worker.
test.use({ readsOnly: true });

test.describe('fil/: the Filipino twin of every entry (D27)', () => {
  test('fil/order.html paints in Filipino, hydrates within its CSP, and is axe clean', async ({ page, borrower }) => {
    const violations = await watchCsp(page);
    const scenario = borrower.scenarios['order-170'];
    const qs = new URLSearchParams({ token: borrower.token, ...scenario.query, lang: 'fil' });
    await page.goto(`/fil/order.html?${qs}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page).toHaveTitle('Detalye ng order');
    // Hydrated with the order's data: its money figure.
    await expect(page.getByText('₱3,230.00').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    await expectAxeClean(page, 'order: order-170 (fil)');
  });

  test('the prerendered twin and its alias pages are Filipino before any script runs', async ({ request }) => {
    const order = await (await request.get('/fil/order.html')).text();
    expect(order).toMatch(/^<!doctype html>\s*<html lang="fil">/i);
    expect(order).toContain('<title>Detalye ng order</title>');
    const about = await (await request.get('/fil/About.html')).text();
    expect(about).toContain('<title>Tungkol sa amin · PesoBridge</title>');
    expect(about).toContain('<html lang="fil">');
    // The English page is as before.
    expect(await (await request.get('/order.html')).text()).toContain('<title>Order Details</title>');
  });

  test('both languages load the one React chunk: a script without text is one file for both', async ({ request }) => {
    const react = (html: string) => /\/assets\/react-[\w-]+\.js/.exec(html)?.[0];
    const en = react(await (await request.get('/order.html')).text());
    expect(en).toBeTruthy();
    expect(react(await (await request.get('/fil/order.html')).text())).toBe(en);
  });
});
