/**
 * The public marketing site with JavaScript off (or before it loads; ADR 0015): each alias has its own
 * prerendered page with its section open, the nav's links reach every section, and the feedback form
 * says it needs JavaScript instead of posting to the JSON API.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const SECTIONS = ['home', 'about', 'feedback', 'policy', 'loan'] as const;
type Key = (typeof SECTIONS)[number];

async function expectShown(page: Page, shown: Key[]) {
  for (const key of SECTIONS) {
    if (shown.includes(key)) await expect(page.locator(`#${key}`)).toBeVisible();
    else await expect(page.locator(`#${key}`)).toBeHidden();
  }
}

const CASES = [
  {
    path: '/',
    shown: ['home', 'feedback'],
    label: 'Home',
    text: 'Cash loans made simple',
    title: 'PesoBridge · Cash loans in the Philippines',
  },
  { path: '/About', shown: ['about'], label: 'About us', text: 'Our mission', title: 'About us · PesoBridge' },
  {
    path: '/Policy',
    shown: ['policy'],
    label: 'Privacy Agreement',
    text: 'Grievance officer',
    title: 'Privacy Agreement · PesoBridge',
  },
  {
    path: '/Loan',
    shown: ['loan'],
    label: 'Loan terms and conditions',
    text: '91 to 365 calendar days',
    title: 'Loan terms and conditions · PesoBridge',
  },
] as const;

test.describe('marketing site with JavaScript off', () => {
  for (const c of CASES) {
    test(`${c.path} opens its own section, marked current in the nav, with its own title`, async ({ page }) => {
      await page.goto(c.path);
      await expectShown(page, [...c.shown]);
      await expect(page.locator(`#${c.shown[0]}`)).toContainText(c.text);
      await expect(nav(page).getByRole('link', { name: c.label })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(c.title);
      // The lender's legal details stay on every page.
      await expect(page.getByRole('contentinfo')).toContainText('SEC Registration No. CS201912345');
    });
  }

  test('every nav link reaches its section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Why borrowers choose us' })).toContainText('140,000+ users');
    for (const c of [CASES[1], CASES[3], CASES[2], CASES[0]]) {
      await nav(page).getByRole('link', { name: c.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.path.replace('/', '\\/')}$`));
      await expectShown(page, [...c.shown]);
    }
    await nav(page).getByRole('link', { name: 'Facebook' }).click();
    await expect(page).toHaveURL(/\/#feedback$/);
    await expect(page.getByRole('heading', { name: 'Send us your feedback' })).toBeInViewport();
  });

  test('the loan terms carry the configured penalty figures and the total cost cap', async ({ page }) => {
    await page.goto('/Loan');
    const loan = page.locator('#loan');
    await expect(loan).toContainText('a one-time late charge of ₱25 (new clients) or ₱20 (repeat clients)');
    await expect(loan).toContainText('0.1% for days 1 to 30, 0.08% for days 31 to 90, and 0.05% from day 91');
    await expect(loan).toContainText('never exceed 100% of the amount you borrowed');
  });

  test('the privacy policy states the retention period and the right to complain to the NPC', async ({ page }) => {
    await page.goto('/Policy');
    // The text itself, in the page (a frame of the in-app page ran none of its scripts and led nowhere back).
    const policy = page.locator('#policy');
    await expect(policy.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
    await expect(policy.getByText(/5 years after your last loan/)).toBeVisible();
    await expect(policy.getByRole('heading', { name: 'Complaints to the National Privacy Commission' })).toBeVisible();
  });

  test('the feedback form says it needs JavaScript and never posts to the JSON API', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' || r.url().includes('feedback')) posts.push(r.url());
    });
    await page.goto('/#feedback');
    const form = page.locator('#feedback');
    await expect(form.getByText('Sending this form needs JavaScript.')).toBeVisible();
    await expect(form.getByRole('link', { name: 'support@pesobridge.ph' })).toHaveAttribute(
      'href',
      'mailto:support@pesobridge.ph',
    );
    await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByLabel('Name').fill('Ana Reyes');
    await page.getByLabel('Telephone').fill('0917 123 4567');
    await page.getByLabel('Name').press('Enter');
    await expect(page).toHaveURL(/\/#feedback$/);
    await expect(page.getByLabel('Name')).toHaveValue('Ana Reyes');
    expect(posts).toEqual([]);
  });
});
