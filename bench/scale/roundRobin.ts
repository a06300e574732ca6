import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardRequest } from '../forwardRequest.ts';

export interface RoundRobin {
  url: string;
  /** Requests each upstream answered, by its address. */
  served: Map<string, number>;
  stop(): Promise<void>;
}

/**
 * A local stand-in for the production load balancer (docs/architecture.md): each request goes to
 * the next upstream in turn, whole (not per connection, so one keep-alive client still reaches
 * every instance). The Host header is kept, as a load balancer in front of a site does; the answer
 * names its upstream in `X-Upstream`. Written here rather than taken from a proxy package: a
 * few lines of node:http do it, and the bench must see every request.
 */
export async function startRoundRobin(upstreams: readonly string[]): Promise<RoundRobin> {
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    forwardRequest(request, response, {
      upstream,
      agent,
      headers: request.headers,
      answerHeaders: (answer) => {
        served.set(upstream, (served.get(upstream) ?? 0) + 1);
        return { ...answer.headers, 'x-upstream': upstream };
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
