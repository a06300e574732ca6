/**
 * The body, read up to `maxBytes`; null when it is larger (the declared length or the bytes that
 * arrive). A body is held in memory before it is used, so each reader names its own ceiling:
 * without one, a client could make the server buffer any amount.
 */
export async function boundedBody(request: Request, maxBytes: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/**
 * The 413 of a body over its reader's ceiling. Unread bytes may follow: closing the connection
 * stops the server draining them for keep-alive (the answer would otherwise wait for all of them).
 */
export function payloadTooLarge(maxBytes: number, what = 'The request body'): Response {
  return Response.json(
    { code: 'PAYLOAD_TOO_LARGE', message: `${what} may be at most ${maxBytes} bytes.`, errors: { non_field_errors: [`At most ${maxBytes} bytes.`] } },
    { status: 413, headers: { Connection: 'close' } },
  );
}
