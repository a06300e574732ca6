import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/errors';

/**
 * Largest request body of an ordinary (JSON) call. The biggest legitimate ones are creator
 * component trees and admin imports of a few hundred kB; without a limit a 10 MB body was read
 * whole and stalled the process for seconds (docs/decisions/0010-security.md).
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';

const payloadTooLarge = (maxBytes: number) =>
  new ApiError(413, PAYLOAD_TOO_LARGE, `The request body may be at most ${maxBytes} bytes.`, { non_field_errors: [`At most ${maxBytes} bytes.`] });

/**
 * Refuses bodies over JSON_BODY_MAX_BYTES with 413 PAYLOAD_TOO_LARGE before any handler reads
 * them: from Content-Length without reading, and while streaming a chunked body (hono's
 * bodyLimit stops reading at the limit). Upload routes (`ownLimit`) are skipped: they declare
 * their own, larger limit next to the route.
 */
export function requestBodyLimit(ownLimit: (method: string, path: string) => boolean): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw payloadTooLarge(JSON_BODY_MAX_BYTES);
    },
  });
  return async (c, next) => (ownLimit(c.req.method, c.req.path) ? next() : limit(c, next));
}
