/**
 * Every request body is capped at 64 KB (the largest form the pages send is a complaint of 200
 * characters; only the image upload carries more, and it has its own cap). Hono's `bodyLimit` answers
 * from `Content-Length` before reading anything, and otherwise counts the bytes as they arrive and
 * stops at the first byte over: a 30 MB body is never read whole to be refused.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Env } from './http';

export const BODY_MAX_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

/** @example app.use('*', limitBodies([uploadProblemImg.path])); */
export function limitBodies(exemptPaths: string[], maxSize = BODY_MAX_BYTES): MiddlewareHandler<Env> {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => c.json({ code: 413, message: BODY_TOO_LARGE_MESSAGE, data: null }, 413),
  });
  const exempt = new Set(exemptPaths);
  return (c, next) => (exempt.has(c.req.path) ? next() : limit(c, next));
}
