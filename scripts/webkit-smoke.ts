/**
 * `npm run smoke:webkit`: opens every built entry in a real WebKit engine (WebKitGTK's MiniBrowser, the
 * engine family of the iOS shell's WKWebView) through WebKitWebDriver under Xvfb, and checks that the
 * page has its title, its prerendered content, and that React hydrated (`<html data-mounted>`).
 * Screenshots go to reports/webkit/. Needs `apt-get install -y webkit2gtk-driver xvfb xauth`.
 * A manual check, not part of `npm test`: WebKitGTK has no device emulation (window ~447×806).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startScratchServer } from '../server/start';
import { DEMO_TOKEN } from '../server/modules/core';
import { loadEntries, ROOT } from '../shared/site/entries';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_PORT = 4000 + Math.floor(Math.random() * 1000);
const wd = `http://127.0.0.1:${DRIVER_PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(wd + path, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json()) as { value: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json.value)}`);
  return json.value;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecc';

/**
 * Static entries without React (issue 13): in WebKit, the header back control returns to the page that
 * opened the entry (plain-browser fallback of the bridge), and a picture enlarges on the native
 * <dialog> and closes again with focus back on its thumbnail. Returns the number of failed checks.
 */
async function checkStaticEntries(s: string, origin: string): Promise<number> {
  let failures = 0;
  const run = <T>(script: string) => call<T>('POST', `${s}/execute/sync`, { script, args: [] });
  const click = async (css: string) => {
    const el = await call<Record<string, string>>('POST', `${s}/element`, { using: 'css selector', value: css });
    await call('POST', `${s}/element/${el[ELEMENT] ?? Object.values(el)[0]}/click`, {});
  };
  const waitFor = async (script: string) => {
    for (let t = 0; t < 30; t++) {
      if (await run<boolean>(script)) return true;
      await sleep(200);
    }
    return false;
  };
  const report = (ok: boolean, what: string) => {
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  };
  for (const entry of ['about-us', 'privacy', 'loan-agreement', 'pay-guide', 'pay-guide-local']) {
    await call('POST', `${s}/url`, { url: `${origin}/customer-service.html?token=${DEMO_TOKEN}` });
    await call('POST', `${s}/url`, { url: `${origin}/${entry}.html?token=${DEMO_TOKEN}` });
    const mounted = await waitFor('return document.documentElement.dataset.mounted === "true"');
    const noReact = await run<boolean>('return !performance.getEntriesByType("resource").some(function (r) { return /\\/assets\\/(react|signals)-/.test(r.name); })');
    await click('.page-header__back');
    const back = await waitFor('return location.pathname === "/customer-service.html"');
    report(mounted && noReact && back, `${entry.padEnd(24)} static: no React=${noReact}, back returns=${back}`);
  }
  await call('POST', `${s}/url`, { url: `${origin}/pay-guide.html?token=${DEMO_TOKEN}` });
  await waitFor('return document.documentElement.dataset.mounted === "true"');
  await click('button.zoom-image');
  const opened = await waitFor('var d = document.querySelector("dialog.zoom-image__dialog[open]"); return !!d && !!d.querySelector("img.zoom-image__full")');
  await click('dialog.zoom-image__dialog[open] .zoom-image__close');
  const closed = await waitFor('return !document.querySelector("dialog[open]") && document.activeElement === document.querySelector("button.zoom-image")');
  report(opened && closed, `pay-guide zoom: opens on <dialog>=${opened}, closes with focus back=${closed}`);
  return failures;
}

async function main() {
  const { origin, server, stop } = await startScratchServer();
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${DRIVER_PORT}`], { stdio: 'ignore', detached: true });
  const outDir = join(ROOT, 'reports', 'webkit');
  mkdirSync(outDir, { recursive: true });
  let failures = 0;
  try {
    for (let i = 0; i < 50; i++) {
      if (await fetch(`${wd}/status`).then((r) => r.ok, () => false)) break;
      await sleep(200);
    }
    const session = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
    });
    const s = `/session/${session.sessionId}`;
    // `-- --static-only`: just the static entries' checks (issue 13).
    for (const entry of process.argv.includes('--static-only') ? [] : loadEntries()) {
      const scenario = server.demoScenarios.find((x) => x.entry === entry.name);
      await call('POST', `${s}/url`, { url: `${origin}/${entry.name}.html?${new URLSearchParams({ token: DEMO_TOKEN, ...(scenario?.query ?? {}) })}` });
      let state = { title: '', mounted: false, text: 0 };
      for (let t = 0; t < 30 && !state.mounted; t++) {
        await sleep(200);
        state = await call('POST', `${s}/execute/sync`, {
          script: 'return { title: document.title, mounted: document.documentElement.dataset.mounted === "true", text: document.getElementById("root").innerText.length }',
          args: [],
        });
      }
      await sleep(800); // let the first call's data paint before the screenshot
      const ok = state.title === entry.title && state.mounted && state.text > 0;
      if (!ok) failures++;
      writeFileSync(join(outDir, `${entry.name}.png`), Buffer.from(await call<string>('GET', `${s}/screenshot`), 'base64'));
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${entry.name.padEnd(24)} title=${JSON.stringify(state.title)} hydrated=${state.mounted} text=${state.text}`);
    }
    failures += await checkStaticEntries(s, origin);
    await call('DELETE', s);
  } finally {
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      await stop();
  }
  process.exit(failures ? 1 : 0);
}

void main();
