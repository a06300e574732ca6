import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters (OWASP's minimum recommendation for scrypt). */
const SCRYPT_OPTIONS: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const SCHEME = 'scrypt';

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Returns "scrypt$<salt hex>$<key hex>". */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt);
  return [SCHEME, salt.toString('hex'), key.toString('hex')].join('$');
}

/**
 * Stands in for the hash of an unknown e-mail or of a user without a usable password, so that
 * answer costs the same scrypt run as a wrong password (no account probing by timing). Not a
 * secret: no password derives to an all-zero key.
 */
/**
 * Stored for accounts made by social login: no password derives to it (it is not a scrypt hash),
 * so password login refuses them like a wrong password until a reset link sets one.
 */
export const NO_PASSWORD_HASH = '!social-login-only';

const DUMMY_HASH = [SCHEME, '0'.repeat(SALT_BYTES * 2), '0'.repeat(KEY_LENGTH * 2)].join('$');

/**
 * True when password matches stored. Always runs one scrypt derivation, also when stored is
 * missing (unknown user) or malformed, so every refusal takes as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const usable = parts.length === 3 && parts[0] === SCHEME && /^[0-9a-f]+$/i.test(parts[1]!) && /^[0-9a-f]+$/i.test(parts[2]!);
  const [, saltHex, keyHex] = (usable ? stored! : DUMMY_HASH).split('$') as [string, string, string];
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await deriveKey(password, Buffer.from(saltHex, 'hex'));
  return usable && expected.length === actual.length && timingSafeEqual(expected, actual);
}
