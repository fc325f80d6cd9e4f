// Types for scripts/cluster.mjs (plain JavaScript, run by the production server without tsx).
/** The number of server processes WEB_CONCURRENCY asks for; throws on a value that is not 1–64. */
export declare function workerCount(value: string | undefined): number;
export declare function runPrimary(options: {
  count: number;
  url: string;
  metricsPort?: number;
  metricsHost?: string;
}): void;
