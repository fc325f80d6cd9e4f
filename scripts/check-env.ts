import { EnvError, parseEnv } from '#src/server/env.ts';
import { logLine } from './log-line.mjs';

/**
 * The configuration check at start-up, shared by the developer launchers (`npm start`,
 * `npm run dev`) and the production entry (scripts/start-production.ts, compiled to
 * dist/start.mjs). It validates with the app's own zod schema (src/server/env.ts), so the two can
 * never disagree about a variable.
 *
 * `sampleBackend`: the launchers start the embedded sample backend when CMS_API_URL is unset, so
 * they accept that; production has no sample backend and needs it set.
 */
export function checkEnv({ sampleBackend }: { sampleBackend: boolean }): void {
  const source = sampleBackend
    ? { ...process.env, CMS_API_URL: process.env.CMS_API_URL || 'http://sample.invalid' }
    : process.env;
  try {
    const env = parseEnv(source);
    if (env.sessionPasswordIsRandom) {
      logLine(
        'warn',
        'SESSION_PASSWORD is unset: using a random one for this process (tools logins end on restart).',
      );
    }
  } catch (err) {
    if (err instanceof EnvError) {
      logLine('fatal', `Configuration error: ${err.variable} ${err.reason}`, {
        variable: err.variable,
      });
      process.exit(1);
    }
    throw err;
  }
}
