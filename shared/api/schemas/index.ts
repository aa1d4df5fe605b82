/**
 * The reading of every response by its declaration (ADR 0022): one lazy chunk that every page shares, so
 * a web view going from page to page downloads it once, and no page's start script carries it.
 */
export { readPayload } from './read';
