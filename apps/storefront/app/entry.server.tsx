import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { storefrontConfig } from './lib/config.server';
import { anonymousPageCacheMiddleware, anonymousPages } from './lib/pageCache.server';
import { applyDocumentSecurityHeaders, createCspNonce } from './lib/securityHeaders.server';

// Read the configuration when the server loads the build: a production server without
// API_ORIGIN stops here with a clear message instead of failing on the first request.
try {
  storefrontConfig();
} catch (error) {
  console.error(`[storefront] ${(error as Error).message}`);
  process.exit(1);
}

export const streamTimeout = 5_000;

/** For server.mjs, which reaches the server build's modules only through this entry (decision 0050). */
export const anonymousPageCache = () => anonymousPageCacheMiddleware(anonymousPages());

/**
 * Waits for the whole page before answering (onAllReady), so the server HTML of every page
 * holds its content for crawlers and first paint, not a shell.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // CSP and the other security headers; React Router puts the nonce on its inline scripts.
  const nonce = createCspNonce();
  applyDocumentSecurityHeaders(responseHeaders, request, { nonce, isProduction: process.env.NODE_ENV === 'production', analytics: storefrontConfig().analyticsContainerId !== null });
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // The whole page is sent at once (onAllReady), so large Suspense boundaries (lazily loaded
      // content blocks) stay in place in the HTML instead of being outlined into hidden segments.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // The page is complete, so it goes out as one body: React's 4 kB chunks no longer each
        // pass through a Node stream, a web stream and the response. An uncached home render
        // cost 1-2 ms less CPU (docs/quality.md, "One body per page").
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
