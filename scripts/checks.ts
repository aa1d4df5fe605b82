/**
 * The checks before the browsers (`npm run checks`, the first step of `npm test`): typecheck, lint, the
 * unit tests and `check:build` (build, size check, HTML check), in two lanes side by side instead of four
 * steps one after another (ADR 0055).
 *
 * On the 2-core CI machine none of them keeps both cores busy the whole time: the typecheck and ESLint are
 * mostly one thread, the build waits on its prerender's Chromium and the HTML checker's Java. Two lanes
 * fill those gaps, one per core: the typecheck then the lint, beside the unit tests then the build (the
 * build's size and HTML checks need nothing of the other lane). `docs/ci.md` has the figures.
 *
 * Each lane's output is kept and printed whole when the lane ends, so two lanes never interleave. Exits
 * non-zero when any step failed; a lane stops at its first failure, the other runs on (its failures are
 * worth seeing in the same run).
 */
import { spawn } from 'node:child_process';

export interface Ended {
  step: string;
  code: number;
  output: string;
  seconds: number;
}

/** Runs `npm run <step>` with its output kept. */
function run(step: string): Promise<Ended> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const end = (code: number, extra = '') =>
      resolve({ step, code, output: output + extra, seconds: Math.round((Date.now() - started) / 1000) });
    child.on('error', (error) => end(1, `${error.message}\n`));
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** The lanes: each runs its steps in order and stops at a failing one. */
export const LANES: string[][] = [
  ['typecheck', 'lint'],
  ['test:unit', 'check:build'],
];

async function lane(steps: string[]): Promise<Ended[]> {
  const ended: Ended[] = [];
  for (const step of steps) {
    const result = await run(step);
    process.stdout.write(`\n== ${step} (${result.seconds} s): exit ${result.code}\n${result.output}`);
    ended.push(result);
    if (result.code) break;
  }
  return ended;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = (await Promise.all(LANES.map(lane))).flat();
  const failed = results.filter((r) => r.code).map((r) => r.step);
  const skipped = LANES.flat().filter((step) => !results.some((r) => r.step === step));
  process.stdout.write(`\n== checks: ${results.map((r) => `${r.step} ${r.seconds} s`).join(', ')}\n`);
  if (failed.length)
    console.error(`failed: ${failed.join(', ')}${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}`);
  process.exit(failed.length ? 1 : 0);
}
