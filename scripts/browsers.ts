/**
 * The last step of `npm test`: the Chromium e2e suite (`playwright test`) and the WebKit smoke
 * (`npm run smoke:webkit`) side by side, against the build the steps before it made.
 *
 * The e2e suite keeps both cores of the CI machine busy (5 % idle over a run of it); the smoke mostly
 * waits on WebKitWebDriver (29 s of CPU over its 50 s). Run after the suite, the smoke added its whole
 * 50 s to `.ci/run`; beside it, about the 15 s its CPU takes from the suite. Each runs its own reference
 * server on a free port with a scratch database, so neither sees the other's data.
 *
 * The suite's output streams as it runs; the smoke's is kept and printed whole once both have ended, so
 * the two never interleave. Exits non-zero when either failed.
 */
import { spawn } from 'node:child_process';

interface Ended {
  code: number;
  output: string;
}

/** Runs a command; its output goes to ours as it comes, or is kept (`keep`) and returned. */
function run(command: string, args: string[], keep: boolean): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const [e2e, smoke] = await Promise.all([
  run('npx', ['playwright', 'test'], false),
  run('npm', ['run', '--silent', 'smoke:webkit'], true),
]);
process.stdout.write(`\n== the WebKit smoke (ran beside the e2e suite): exit ${smoke.code}\n${smoke.output}`);
if (e2e.code || smoke.code)
  console.error(
    `failed: ${[e2e.code && 'the e2e suite', smoke.code && 'the WebKit smoke'].filter(Boolean).join(', ')}`,
  );
process.exit(e2e.code || smoke.code ? 1 : 0);
