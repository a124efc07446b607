// autocannon ships no types; this covers the part of its API the benchmarks use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Called with each connection's client; autocannon's internals, used to discard bodies. */
    setupClient?: (client: { pipelinedRequests: { addBody: (data: Buffer) => void } }) => void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '3xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
