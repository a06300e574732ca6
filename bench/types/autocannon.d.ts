/** The part of autocannon 8 that the bench scripts use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    latency: Record<string, number>;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
