// Types for scripts/log-line.mjs (plain JavaScript, bundled into the production entry).
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
/** Writes one JSON log line: warn, error and fatal to stderr, the rest to stdout. */
export declare function logLine(
  level: LogLevel,
  msg: string,
  fields?: Record<string, unknown>,
): void;
/** A JSON log line's object, or null for any other line. */
export declare function parseLogLine(
  line: string,
): (Record<string, unknown> & { msg: string }) | null;
/** Node's warnings and a crash's stack trace as JSON lines. */
export declare function jsonProcessOutput(fields?: Record<string, unknown>): void;
