import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { MS_PER_SECOND } from '@salon/domain';
import type { AppEnv } from '../context';
import type { RequestSigningConfig } from '../config';
import { API_ERROR_CODE, ApiError, badRequest } from '../lib/errors';

const SIGNING_HEADER = { DATE_TIME: 'TH-DateTime', NONCE: 'TH-Nonce' } as const;

/** TH-Nonce = hex SHA-256 of the TH-DateTime header value followed by the salt. */
export function computeNonce(dateTime: string, salt: string): string {
  return createHash('sha256').update(`${dateTime}${salt}`).digest('hex');
}

/** TH-DateTime as epoch ms: digits are epoch milliseconds, anything else must parse as an ISO date. */
function parseDateTime(value: string): number {
  return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
}

/**
 * Verifies TH-DateTime / TH-Nonce (docs/decisions/0005-request-signing.md). Lenient mode checks
 * the pair only when it is sent, so server-to-server callers and tools without the salt still
 * work; strict mode requires it; off skips it. Without a salt (mode off) there is nothing to check;
 * outside production the salt defaults to DEVELOPMENT_REQUEST_SIGNING_SALT (config.ts).
 */
export function requestSigningMiddleware(config: RequestSigningConfig, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const dateTime = c.req.header(SIGNING_HEADER.DATE_TIME);
    const nonce = c.req.header(SIGNING_HEADER.NONCE);
    if (config.mode === 'off' || config.salt === undefined || (config.mode === 'lenient' && !dateTime && !nonce)) return next();
    if (!dateTime || !nonce) {
      throw badRequest('TH-DateTime and TH-Nonce must be sent together.', {
        [dateTime ? SIGNING_HEADER.NONCE : SIGNING_HEADER.DATE_TIME]: ['This header is required.'],
      });
    }
    const sentAt = parseDateTime(dateTime);
    if (!Number.isFinite(sentAt)) throw badRequest('TH-DateTime is not a timestamp.', { [SIGNING_HEADER.DATE_TIME]: ['Use epoch milliseconds or an ISO 8601 date.'] });
    if (Math.abs(now() - sentAt) > config.windowSeconds * MS_PER_SECOND) {
      throw new ApiError(401, API_ERROR_CODE.STALE_REQUEST, `TH-DateTime is more than ${config.windowSeconds} s from the server clock.`);
    }
    const expected = Buffer.from(computeNonce(dateTime, config.salt));
    const actual = Buffer.from(nonce.toLowerCase());
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new ApiError(401, API_ERROR_CODE.INVALID_NONCE, 'TH-Nonce does not match TH-DateTime.');
    }
    // Recorded for clientAddress: only a holder of the salt may name the client's address.
    c.set('signedRequest', true);
    return next();
  };
}
