/**
 * `pnpm --filter @salon/api create-admin`: creates the first full administrator of a real shop.
 * Reads ADMIN_EMAIL and ADMIN_PASSWORD (and optionally ADMIN_FIRST_NAME / ADMIN_LAST_NAME), or
 * asks for them on a terminal. Uses the API's database settings (DATABASE_URL or API_DATA_DIR);
 * stop a PGlite API first (one process per PGlite folder). Exit code 0 = created or already an
 * administrator, 1 = refused (weak password, bad e-mail, e-mail of another account).
 */
import { createInterface } from 'node:readline/promises';
import { PASSWORD_MIN_LENGTH } from '@salon/domain';
import { readDatabaseLocation } from '../config';
import { openDatabase } from '../db/client';
import { createAdministrator } from '../services/createAdministrator';

async function ask(question: string, hidden: boolean): Promise<string> {
  if (!process.stdin.isTTY) return '';
  const readline = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hidden input: echo nothing while the password is typed.
  const output = readline as unknown as { _writeToOutput?: (text: string) => void };
  if (hidden) output._writeToOutput = (text) => text.includes(question) && process.stdout.write(text);
  const answer = await readline.question(question);
  if (hidden) process.stdout.write('\n');
  readline.close();
  return answer;
}

const email = process.env.ADMIN_EMAIL || (await ask('Administrator e-mail: ', false));
const password = process.env.ADMIN_PASSWORD || (await ask(`Password (at least ${PASSWORD_MIN_LENGTH} characters, not a common one): `, true));
if (!email || !password) {
  console.error('[create-admin] Set ADMIN_EMAIL and ADMIN_PASSWORD, or run on a terminal to be asked.');
  process.exit(1);
}
const database = await openDatabase(readDatabaseLocation());
try {
  const result = await createAdministrator(database.db, { email, password, firstName: process.env.ADMIN_FIRST_NAME, lastName: process.env.ADMIN_LAST_NAME });
  if (result.outcome === 'created') console.log(`[create-admin] Created full administrator ${email.trim().toLowerCase()} (user ${result.id}).`);
  else if (result.outcome === 'already-administrator') console.log(`[create-admin] ${email.trim().toLowerCase()} is already a full administrator; nothing changed (the password was not touched).`);
  else console.error(`[create-admin] Refused: ${result.reason}`);
  process.exitCode = result.outcome === 'refused' ? 1 : 0;
} finally {
  await database.close();
}
