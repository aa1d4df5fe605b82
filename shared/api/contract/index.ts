/**
 * The contract's endpoints and their request/response types, grouped by area. Both the pages and the
 * reference server import from here.
 */
export * from './service';
export * from './loan';
export * from './complaint';
export * from './bank';
export * from './youmi';
export * from './repay';
export * from './field';
