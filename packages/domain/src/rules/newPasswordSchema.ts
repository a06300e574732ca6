import { z } from 'zod';
import { PASSWORD_ERROR_MESSAGE, passwordProblem } from './passwordRules';

// A module of its own: a schema built at import is code a bundler must keep, and it holds the
// common-password list; in passwordRules.ts it put the list (about 40 kB gzip) and zod into every
// browser bundle that only wanted PASSWORD_MIN_LENGTH.
/**
 * zod schema of a new password: the issue carries the code in params.code (the API answers it
 * as a field error code) and the English message.
 */
export const newPasswordSchema = z.string().superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: PASSWORD_ERROR_MESSAGE[problem], params: { code: problem } });
});
