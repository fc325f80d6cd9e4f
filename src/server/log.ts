import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { pino } from 'pino';
import { getRequestContext } from './request-context.ts';

/** A warning logged while `captureWarnings` ran: its message and its fields. */
export type CapturedWarning = { msg: string; fields: Record<string, unknown> };

const warningSink = new AsyncLocalStorage<CapturedWarning[]>();
const WARN_LEVEL = 40;
/** The most warnings one capture keeps (a huge malformed answer could log thousands). */
const MAX_CAPTURED = 200;

/** Off in a command-line tool whose stdout is its report (`captureWarningsOnly`). */
let writeLines = true;

/** Structured JSON logs; every line written during a request carries its id. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin() {
    const ctx = getRequestContext();
    return ctx ? { reqId: ctx.requestId } : {};
  },
  hooks: {
    // Warnings written inside `captureWarnings` are kept for its caller as well (the page
    // inspector shows what the adapter dropped); the line is written as always, unless a
    // command-line tool turned the lines off.
    logMethod(args, method, level) {
      const sink = level >= WARN_LEVEL ? warningSink.getStore() : undefined;
      if (sink && sink.length < MAX_CAPTURED) {
        const [first, second] = args as unknown[];
        sink.push(
          typeof first === 'string'
            ? { msg: first, fields: {} }
            : {
                msg: typeof second === 'string' ? second : '',
                fields: first && typeof first === 'object' ? { ...first } : {},
              },
        );
      }
      if (writeLines) method.apply(this, args);
    },
  },
});

/** Runs `fn` (synchronous) and returns, with its value, the warnings logged while it ran. */
export function captureWarningsSync<T>(fn: () => T): { value: T; warnings: CapturedWarning[] } {
  const warnings: CapturedWarning[] = [];
  const value = warningSink.run(warnings, fn);
  return { value, warnings };
}

/** Runs `fn` and returns, with its value, the warnings (and errors) logged while it ran. */
export async function captureWarnings<T>(
  fn: () => Promise<T> | T,
): Promise<{ value: T; warnings: CapturedWarning[] }> {
  const warnings: CapturedWarning[] = [];
  const value = await warningSink.run(warnings, fn);
  return { value, warnings };
}

/**
 * For a command-line tool whose stdout is its report (scripts/check-backend.ts): no log line is
 * written any more, but every warning and error is still captured for `captureWarnings`.
 */
export function captureWarningsOnly(): void {
  writeLines = false;
  log.level = 'warn';
}

/**
 * A warning said once per key in this process, for a state every parse of an answer meets again
 * (a video the configuration does not let the site embed), not once per request. The keys come
 * from content, so only the last `max` are remembered.
 */
export function warnOncePerKey(max = 1000) {
  const said = new LRUCache<string, true>({ max });
  return (key: string, fields: Record<string, unknown>, message: string): void => {
    if (said.has(key)) return;
    said.set(key, true);
    log.warn(fields, message);
  };
}
