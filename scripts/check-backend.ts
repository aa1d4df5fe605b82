/**
 * `npm run check:backend -- --base URL --token T --order ID --product ID --complaint ID [--template ID]
 * [--query key=value …] [--only entry,…]`: whether every screen can open on what a backend answers
 * (docs/operators.md "Checking a backend before integration"). It sends only the reads a screen makes at
 * start (scripts/check-backend/check.ts) and prints, per entry, whether the screen reads the answers
 * fully, with fallbacks (which fields, what arrived) or cannot open (which field, what arrived, by type).
 * Exit code 1 when an entry cannot open, 2 on a usage error. Never prints the token or a session value.
 */
import { parseArgs } from 'node:util';
import { checkBackend, formatReport } from './check-backend/check';

const USAGE = `Usage: npm run check:backend -- --base URL --token T --order ID --product ID --complaint ID
  [--template ID] [--query key=value]… [--only entry,entry]

  --base       the origin the pages are served from (the calls' paths are relative to it)
  --token      a test borrower's session token (never printed)
  --order      an order of that borrower with an amount due (order, repayment and complaint screens)
  --product    a product it may apply for (loan confirm, bind bank)
  --complaint  one of its complaints (complaint details)
  --template   a registration template (the landing's id)
  --query      another key the shell appends to every page (building, gather, swift, eyes, …)
  --only       only these entries (file names without .html)`;

function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        base: { type: 'string' },
        token: { type: 'string' },
        order: { type: 'string' },
        product: { type: 'string' },
        complaint: { type: 'string' },
        template: { type: 'string' },
        query: { type: 'string', multiple: true },
        only: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.base || !/^https?:\/\//.test(values.base)) usage('--base must be an http(s) URL');
if (!values.token) usage('--token is needed: the screens call the backend as a borrower');

const query: Record<string, string> = {};
for (const pair of values.query ?? []) {
  const eq = pair.indexOf('=');
  if (eq < 1) usage(`--query takes key=value, not "${pair}"`);
  query[pair.slice(0, eq)] = pair.slice(eq + 1);
}

const results = await checkBackend({
  base: values.base,
  token: values.token,
  order: values.order,
  product: values.product,
  complaint: values.complaint,
  template: values.template,
  query,
  only: values.only?.split(',').map((e) => e.trim().replace(/\.html$/, '')),
});
console.log(formatReport(results, values.base, [values.token, ...Object.values(query)]));
process.exitCode = results.some((r) => r.verdict === 'cannot open') ? 1 : 0;
