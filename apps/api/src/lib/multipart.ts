import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, badRequest, type FieldErrors } from './errors';

/**
 * The multipart/form-data body of an upload route, or a 400 in the spec's error shape: one for
 * another content type, one for a body that cannot be parsed. `errors` names the field the caller
 * wants the messages under (the file field of that route). A size refusal (an ApiError from the
 * route's body limit) passes through unchanged.
 */
export async function readMultipart(c: Context<AppEnv>, messages: { wrongType: string; field: string }): Promise<FormData> {
  const fieldErrors = (message: string): FieldErrors => ({ [messages.field]: [message] });
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest(messages.wrongType, fieldErrors('Expected multipart/form-data.'));
  }
  try {
    return await c.req.formData();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('Malformed multipart body.', fieldErrors('The form could not be read.'));
  }
}
