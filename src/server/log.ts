import { pino } from 'pino';
import { getRequestContext } from './request-context.ts';

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
});
