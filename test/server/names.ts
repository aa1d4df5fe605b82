/**
 * Texts the reference server answers that are names, not words (products, banks, channels, people,
 * places): no catalog has a Filipino for them (contract D33 asks for the backend's words, not its names).
 * Read by the server catalog's test and by the e2e check of every Filipino screen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../shared/site/entries';

const PLACES = JSON.parse(readFileSync(join(ROOT, 'server/modules/bank/ph-places.json'), 'utf8')) as {
  places: string[][];
};

export const NAMES: ReadonlySet<string> = new Set([
  'Peso Flex',
  'Sahod Loan',
  'Negosyo Plus',
  'Quick Cash',
  'Salary Advance',
  'Pay in Parts',
  'GCash',
  'Maya',
  '7-Eleven',
  'BDO Unibank',
  'Bank of the Philippine Islands (BPI)',
  'Metrobank',
  'Land Bank of the Philippines',
  'UnionBank',
  'Security Bank',
  'RCBC',
  'China Bank',
  'Maria Santos',
  'Juan Dela Cruz',
  'PesoBridge',
  // The bind-bank form's cities and provinces (PSGC names).
  ...PLACES.places.map(([, name, province]) => `${name}, ${province}`),
]);

/** The fields in which the server sends back what the borrower wrote (a complaint's own text). */
export const BORROWER_WORDS: ReadonlySet<string> = new Set(['content']);
