import http from 'node:http';
import type http2 from 'node:http2';

export interface Forwarding {
  /** The http:// origin that answers. */
  upstream: string;
  agent: http.Agent;
  /** The request's headers as the upstream gets them. */
  headers: http.OutgoingHttpHeaders;
  /** The answer's headers as the client gets them (default: as they came); called once per answer. */
  answerHeaders?: (answer: http.IncomingMessage) => http.OutgoingHttpHeaders;
}

/**
 * What the benches' stand-ins for a load balancer do with each request (scale/roundRobin.ts,
 * lighthouse/http2Front.ts): send it on to one upstream and its answer back, both streamed. An
 * upstream that fails answers 502; a client that goes away ends the upstream request too.
 */
export function forwardRequest(
  request: http.IncomingMessage | http2.Http2ServerRequest,
  response: http.ServerResponse | http2.Http2ServerResponse,
  { upstream, agent, headers, answerHeaders = (answer) => answer.headers }: Forwarding,
): void {
  const target = new URL(request.url ?? '/', upstream);
  const forwarded = http.request(target, { method: request.method, headers, agent }, (answer) => {
    (response as http.ServerResponse).writeHead(answer.statusCode ?? 502, answerHeaders(answer));
    answer.pipe(response as http.ServerResponse);
  });
  forwarded.on('error', (error) => {
    if (!response.headersSent) (response as http.ServerResponse).writeHead(502, { 'content-type': 'text/plain' });
    response.end(`upstream ${upstream}: ${error.message}`);
  });
  response.on('close', () => {
    if (!response.writableFinished) forwarded.destroy();
  });
  request.pipe(forwarded);
}
