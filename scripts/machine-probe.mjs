/**
 * The machine's speed, printed at the start of `.ci/run`: the same fixed work timed on one core, then on
 * two at once. A run's minutes say as much about the machine as about the tree (docs/ci.md, History: one
 * tree took 544 s on one 2-core machine and 1,075 s on another), so each run names its machine's figures
 * and two runs are compared beside them. Plain Node, no packages: it runs before `npm ci`.
 */
import console from 'node:console';
import process from 'node:process';
import { Worker } from 'node:worker_threads';

/**
 * The fixed work, JavaScript-bound as the suite is (parsing, objects, strings): 200 rounds of a JSON
 * round trip of 5,000 small records and a sort of their keys.
 */
const WORK = `
  const records = Array.from({ length: 5000 }, (_, i) => ({ id: 'order-' + i, amount: i * 37 % 10007, rows: [i, i + 1] }));
  let kept = 0;
  for (let round = 0; round < 200; round++) {
    const back = JSON.parse(JSON.stringify(records));
    kept += back.map((r) => r.id + ':' + r.amount).sort().length;
  }
  require('node:worker_threads').parentPort.postMessage(kept);
`;

const run = () =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORK, { eval: true });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

async function timed(work) {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const one = await timed(run);
const two = await timed(() => Promise.all([run(), run()]));
console.log(`== machine: the fixed work took ${one.toFixed(2)} s on one core, ${two.toFixed(2)} s on two at once`);
