/**
 * Every endpoint's reader, by name: one lazy chunk that every page shares (ADR 0012), so a web view
 * going from page to page downloads it once, and no page's start JS carries a schema.
 */
export * from './bank';
export * from './complaint';
export * from './loan';
export * from './repay';
export * from './service';
export * from './youmi';
