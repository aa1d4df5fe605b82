/**
 * `npm run check:backend -- --base URL --token T --order ID --product ID --complaint ID [--template ID]
 * [--query key=value …] [--only entry,…] [--lang fil] [--lenient]`: whether every screen can open on what
 * a backend answers, and shows only figures the backend proved (docs/operators.md "Checking a backend
 * before integration"). It sends only the reads a screen makes at start (scripts/check-backend/check.ts)
 * and prints, per entry, whether the screen reads the answers fully, with fallbacks (which fields, what
 * arrived), with money warnings (each figure as the screen shows it), shows a wrong or unproven figure
 * (each finding: the field, the screen, what the borrower sees; `strict.ts`) or cannot open (which field,
 * what arrived, by type); of a pair of entries, which envelope the backend speaks.
 *
 * Exit code 1 when an entry cannot open (its pair does not either) or would send back an id JSON parsing
 * changed, and in the strict mode (the default, contract D37, ADR 0053) also on a money warning or a
 * finding; `--lenient` keeps only the first two. 2 on a usage error. Never prints the token or a session
 * value (ADR 0043).
 */
import { parseArgs } from 'node:util';
import { checkBackend, failed, formatReport, MAX_BYTES, TIMEOUT_MS } from './check-backend/check';
import { printable } from './check-backend/print';

const USAGE = `Usage: npm run check:backend -- --base URL --token T --order ID --product ID --complaint ID
  [--template ID] [--query key=value]… [--only entry,entry] [--lang fil] [--lenient] [--timeout S]

  --base       the origin the pages are served from (the calls' paths are relative to it)
  --token      a test borrower's session token (never printed)
  --order      an order of that borrower with an amount due (order, repayment and complaint screens)
  --product    a product it may apply for (loan confirm, bind bank)
  --complaint  one of its complaints (complaint details)
  --template   a registration template (the landing's id)
  --query      another key the shell appends to every page (building, gather, swift, eyes, …)
  --only       only these entries (file names without .html)
  --lang       fil: open every screen as its Filipino twin (lang=fil on every call) and fail a call whose
               every word comes back as in English
  --lenient    exit 1 only when a screen cannot open (or sends back a changed id); by default (strict, what
               CI runs) also when a screen would show a money figure in doubt or an unproven one (D37)
  --timeout    seconds each answer may take, body included (default ${TIMEOUT_MS / 1000}); each is read up to ${
    MAX_BYTES / 1024 / 1024
  } MB`;

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
        lang: { type: 'string' },
        lenient: { type: 'boolean' },
        timeout: { type: 'string' },
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

if (values.lang !== undefined && values.lang !== 'fil') usage('--lang takes fil (English is the default)');
const lang = values.lang === 'fil' ? ('fil' as const) : undefined;
const strict = !values.lenient;

const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
if (timeout !== undefined && !(timeout > 0)) usage('--timeout takes a number of seconds');
const secrets = [values.token, ...Object.values(query)];

// Whatever goes wrong ends as one line (escaped, the secrets blanked), never a stack trace.
const results = await checkBackend({
  base: values.base,
  token: values.token,
  order: values.order,
  product: values.product,
  complaint: values.complaint,
  template: values.template,
  query,
  only: values.only?.split(',').map((e) => e.trim().replace(/\.html$/, '')),
  ...(timeout && { timeoutMs: timeout * 1000 }),
  ...(lang && { lang }),
}).catch((error: unknown) => {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(printable(`check:backend stopped: ${what.slice(0, 200)}`, secrets));
  process.exit(1);
});
console.log(formatReport(results, values.base, secrets, { strict, lang }));
process.exitCode = failed(results, strict) ? 1 : 0;
