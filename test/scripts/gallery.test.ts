// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { galleryHtml, shotsOf } from '../../scripts/gallery';
import type { EntriesIndex } from '../../scripts/gallery';

const index: EntriesIndex = {
  token: 't',
  entries: [
    { name: 'about-us', title: 'About us' },
    { name: 'order', title: 'Order Details' },
  ],
  scenarios: [
    { key: 'order-21', title: 'Order status 21', entry: 'order', query: { orderId: '1' } },
    { key: 'order-<b>', title: 'Order "quoted" <b>', entry: 'order', query: { orderId: '2' } },
  ],
};

describe('screenshot gallery', () => {
  it('shoots an entry once per scenario, and once as it opens when it has none', () => {
    expect(shotsOf(index)).toEqual([
      { entry: 'about-us', caption: 'About us', scenario: null, query: {}, file: 'about-us.png' },
      {
        entry: 'order',
        caption: 'Order status 21',
        scenario: 'order-21',
        query: { orderId: '1' },
        file: 'order--order-21.png',
      },
      {
        entry: 'order',
        caption: 'Order "quoted" <b>',
        scenario: 'order-<b>',
        query: { orderId: '2' },
        file: 'order--order-<b>.png',
      },
    ]);
  });

  it('groups the pictures by entry, captioned with the scenario names, escaped', () => {
    const html = galleryHtml(index.entries, shotsOf(index));
    const about = html.indexOf('<section id="about-us">');
    const order = html.indexOf('<section id="order">');
    expect(about).toBeGreaterThan(-1);
    expect(order).toBeGreaterThan(about);
    expect(html.slice(about, order)).toContain('<img src="about-us.png"');
    expect(html.slice(order)).toContain('<figcaption>Order status 21<small>order-21</small></figcaption>');
    expect(html).toContain('<figcaption>Order &#34;quoted&#34; &#60;b&#62;');
    expect(html).not.toContain('<b>');
  });

  it('with Filipino pictures, each entry has an English row and a Filipino row of the same shots under fil/', () => {
    const html = galleryHtml(index.entries, shotsOf(index), shotsOf(index));
    const order = html.slice(html.indexOf('<section id="order">'));
    const en = order.indexOf('<h3>English</h3>');
    const fil = order.indexOf('<h3 lang="fil">Filipino <small>fil/order.html</small></h3>');
    expect(en).toBeGreaterThan(-1);
    expect(fil).toBeGreaterThan(en);
    expect(order.slice(en, fil)).toContain('<img src="order--order-21.png"');
    expect(order.slice(fil)).toContain(
      '<img src="fil/order--order-21.png" alt="fil/order.html: Order status 21 (Filipino)"',
    );
    expect(html).toContain('3 pictures in English and 3 in Filipino');
  });

  it('without Filipino pictures, one row per entry as before', () => {
    expect(galleryHtml(index.entries, shotsOf(index))).not.toContain('<h3');
  });
});
