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
    for (const entry of loadEntries()) {
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
    await call('DELETE', s);
  } finally {
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      await stop();
  }
  process.exit(failures ? 1 : 0);
}

void main();
