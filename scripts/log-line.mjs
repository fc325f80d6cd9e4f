// One JSON log line in the shape of the app's pino lines (src/server/log.ts: level label, ISO
// time, fields, msg), for the code that runs before or beside the app's logger: the
// configuration check, the launchers, the HTTP server and the cluster primary. So every line an
// operator's log shipper reads at start-up is JSON (docs/operations.md, "Logs").
//
// Plain JavaScript: the production entry (dist/start.mjs) bundles it, and scripts/serve.mjs runs
// without a TypeScript loader.

import { format } from 'node:util';

/** Writes one line: warn and error to stderr, the rest to stdout. */
export function logLine(level, msg, fields = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg });
  (level === 'error' || level === 'warn' || level === 'fatal'
    ? process.stderr
    : process.stdout
  ).write(`${line}\n`);
}

/** Reads a line written by `logLine` (or pino) back: its object, or null for any other line. */
export function parseLogLine(line) {
  try {
    const value = JSON.parse(line);
    return value && typeof value === 'object' && typeof value.msg === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Node's own plain-text output for a process: warnings (deprecations, experimental features), a
 * crash's stack trace and anything a library writes with `console` become JSON lines too (React
 * and Waku report render errors with console.error). A crash still ends the process with code 1.
 */
export function jsonProcessOutput(fields = {}) {
  const levels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const err = args.find((a) => a instanceof Error);
      // An Error alone is its message (its stack goes in `err`); newlines stay inside the JSON.
      const msg = err && args.length === 1 ? err.message : format(...args);
      logLine(level, msg.slice(0, 4000), {
        ...fields,
        source: 'console',
        ...(err ? { err: { message: err.message, stack: err.stack } } : {}),
      });
    };
  }
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    logLine('warn', warning.message, { ...fields, warning: warning.name, code: warning.code }),
  );
  const crash = (kind) => (err) => {
    logLine('fatal', `${kind}: the process stops`, {
      ...fields,
      err: { message: err?.message ?? String(err), stack: err?.stack },
    });
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));
}
