import { MS_PER_DAY } from '@salon/domain';
import type { ApiConfig } from '../config';
import type { Executor } from '../db/client';
import { authTokens } from '../db/schema';
import { createTokenKey } from './tokens';

/** A new session for the user: the key for `Authorization: Token <key>`; only its hash is stored. */
export async function issueLoginToken(db: Executor, config: Pick<ApiConfig, 'tokenTtlDays'>, userId: number): Promise<string> {
  const { key, keyHash } = createTokenKey();
  await db.insert(authTokens).values({ userId, keyHash, expiresAt: new Date(Date.now() + config.tokenTtlDays * MS_PER_DAY) });
  return key;
}
