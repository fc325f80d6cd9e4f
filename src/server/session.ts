import { isHttps } from './proxy.ts';
import { sealData, unsealData } from 'iron-session';
import { parse, serialize } from 'cookie';
import { z } from 'zod';
import { getEnv } from './env.ts';
import { log } from './log.ts';

/**
 * The tools login: cookie `__limbo-authenticated`, an iron-session sealed
 * `{ user: { name }, authenticatedAt }`. Valid while under 720 h old (spec section 4).
 */
export const SESSION_COOKIE = '__limbo-authenticated';
export const SESSION_MAX_AGE_S = 2_592_000; // 30 days
export const SESSION_VALID_MS = 720 * 60 * 60 * 1000;

const sessionSchema = z.object({
  user: z.object({ name: z.string().min(1) }),
  authenticatedAt: z.number().int(),
});
export type ToolsSession = z.infer<typeof sessionSchema>;

export async function sealSession(
  session: ToolsSession,
  password = getEnv().sessionPassword,
): Promise<string> {
  return sealData(session, { password, ttl: SESSION_MAX_AGE_S });
}

/** The session in a Cookie header, or null when missing, unreadable, forged or too old. */
export async function readSession(
  cookieHeader: string | null | undefined,
  now = Date.now(),
): Promise<ToolsSession | null> {
  const sealed = cookieHeader ? parse(cookieHeader)[SESSION_COOKIE] : undefined;
  if (!sealed) return null;
  let data: unknown;
  try {
    data = await unsealData(sealed, { password: getEnv().sessionPassword, ttl: SESSION_MAX_AGE_S });
  } catch {
    data = null;
  }
  const parsed = sessionSchema.safeParse(data);
  if (!parsed.success) {
    log.warn('tools session cookie rejected: unreadable or forged');
    return null;
  }
  const age = now - parsed.data.authenticatedAt;
  if (age >= SESSION_VALID_MS || age < -60_000) {
    log.info({ hours: Math.round(age / 3_600_000) }, 'tools session cookie rejected: expired');
    return null;
  }
  return parsed.data;
}

export function sessionCookie(sealed: string, req: Request): string {
  return serialize(SESSION_COOKIE, sealed, {
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
  });
}

export function clearedSessionCookie(req: Request): string {
  return serialize(SESSION_COOKIE, '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
  });
}
