// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PATHS, ERROR_LOG_LEVEL, nginxConfig } from '../../../shared/site/nginx';
import { API_HEADERS, COMMON_HEADERS, headerRules } from '../../../shared/site/headers';

const rules = headerRules(
  [
    { name: 'order', aliases: [], scriptHashes: ["'sha256-abc='"], styleHashes: [] },
    {
      name: 'index',
      aliases: ['/About'],
      scriptHashes: [],
      styleHashes: [],
      aliasPages: { '/About': { scriptHashes: ["'sha256-about='"] } },
    },
    { name: 'order', aliases: [], scriptHashes: ["'sha256-fil='"], styleHashes: [], prefix: '/fil' },
    { name: 'index', aliases: ['/About'], scriptHashes: [], styleHashes: [], prefix: '/fil' },
  ],
  ['images'],
);
const conf = nginxConfig(
  rules,
  { '/': '/index.html', '/About': '/About.html', '/fil/': '/fil/index.html', '/fil/About': '/fil/About.html' },
  {
    root: '/srv/dist',
    listen: '8080',
    backend: 'http://10.0.0.2:9000',
  },
);

describe('the nginx server block (ADR 0020)', () => {
  it('proxies the contract API paths to the backend, keeping the Host', () => {
    for (const path of API_PATHS) expect(conf).toContain(`location ^~ ${path} {\n    proxy_pass http://10.0.0.2:9000;`);
    expect(conf).toContain('proxy_set_header Host $http_host;');
  });

  it('gives every entry path its own headers plus the every-path ones (add_header does not inherit)', () => {
    const order = conf.slice(
      conf.indexOf('location = /order.html {'),
      conf.indexOf('}', conf.indexOf('location = /order.html {')),
    );
    expect(order).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(order).toContain('sha256-abc=');
    expect(order).toContain('add_header Cache-Control "private, max-age=5" always;');
    expect(order).toContain('try_files $uri =404;');
    expect(conf).toContain('location = /order {');
    expect(conf).toMatch(/location = \/order \{[^}]*try_files \/order\.html =404;/);
  });

  it('serves / and the aliases from their files, the assets immutable, anything else 404 with nosniff', () => {
    expect(conf).toMatch(/location = \/ \{[^}]*try_files \/index\.html =404;/);
    expect(conf).toMatch(/location = \/About \{[^}]*try_files \/About\.html =404;/);
    expect(conf).toMatch(/location \^~ \/assets\/ \{[^}]*immutable[^}]*\}/);
    expect(conf).toMatch(/location \^~ \/images\/ \{/);
    expect(conf).toMatch(/location \/ \{[^}]*nosniff[^}]*try_files \$uri =404;/);
  });

  // D27: the Filipino twins are served like the root, each with its own file's hashes.
  it('serves fil/ like the root: its entries, its home and its aliases, with their own headers', () => {
    const at = conf.indexOf('location = /fil/order.html {');
    const order = conf.slice(at, conf.indexOf('}', at));
    expect(order).toContain('sha256-fil=');
    expect(order).not.toContain('sha256-abc=');
    expect(order).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toMatch(/location = \/fil\/order \{[^}]*try_files \/fil\/order\.html =404;/);
    expect(conf).toMatch(/location = \/fil\/ \{[^}]*try_files \/fil\/index\.html =404;/);
    expect(conf).toMatch(/location = \/fil\/About \{[^}]*try_files \/fil\/About\.html =404;/);
  });

  it('serves an alias page’s own file (/About.html) with its entry’s headers and that file’s hashes (ADR 0047)', () => {
    const at = conf.indexOf('location = /About.html {');
    expect(at).toBeGreaterThan(0);
    const about = conf.slice(at, conf.indexOf('}', at));
    expect(about).toContain("frame-ancestors 'none'");
    expect(about).toContain('sha256-about=');
    expect(about).toContain('add_header Cache-Control "private, max-age=5" always;');
    expect(about).toContain('try_files $uri =404;');
    expect(conf).toMatch(/location = \/About \{[^}]*sha256-about=/);
  });

  it('never serves the rule files or a dot folder, and logs paths without their query (ADR 0047)', () => {
    expect(conf).toMatch(/location ~ \/\(_headers\|_redirects\)\$\|\/\\\. \{[^}]*nosniff[^}]*return 404;/);
    expect(conf).toContain('access_log /var/log/nginx/peso-loan.access.log peso_loan;');
    const format = conf.slice(conf.indexOf('log_format peso_loan'), conf.indexOf('server {'));
    expect(format).toContain('$peso_loan_path');
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$http_referer/);
    expect(conf).toContain('~^(?<path>[^?]*) $path;');
  });

  // ADR 0054: nginx adds the request line (the token in its query) to every message about a request.
  it('writes its error log at emerg, the one level with no request line, and logs what a backend did instead', () => {
    expect(ERROR_LOG_LEVEL).toBe('emerg');
    expect(conf).toContain('error_log /var/log/nginx/peso-loan.error.log emerg;');
    expect(conf.match(/^\s*error_log /gm)).toHaveLength(1);
    const format = conf.slice(conf.indexOf('log_format peso_loan'), conf.indexOf('server {'));
    expect(format).toContain('$upstream_addr $upstream_status $upstream_response_time');
  });

  it('gives every answer of the API paths the API headers and the every-path ones, the backend’s hidden', () => {
    const headers = { ...COMMON_HEADERS, ...API_HEADERS };
    for (const path of API_PATHS) {
      const at = conf.indexOf(`location ^~ ${path} {`);
      const block = conf.slice(at, conf.indexOf('\n  }', at));
      for (const [name, value] of Object.entries(headers)) {
        expect(block, `${path} ${name}`).toContain(`proxy_hide_header ${name};`);
        expect(block, `${path} ${name}`).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it('quotes every value (a CSP carries quotes and semicolons) and escapes what nginx would read', () => {
    const odd = nginxConfig(
      [{ path: '/*', headers: { 'X-Test': 'a "b" $c' } }],
      {},
      { root: '/r', listen: '1', backend: 'http://b' },
    );
    expect(odd).toContain('add_header X-Test "a \\"b\\" \\$c" always;');
  });
});
