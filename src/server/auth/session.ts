import { randomBytes } from 'node:crypto';
import { isHttps } from '../http/proxy.ts';
import { sealData, unsealData } from 'iron-session';
import { parse, serialize } from 'cookie';
import { z } from 'zod';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { toolsStore } from './store.ts';
import { toolsUsers } from './tools-users.ts';

/**
 * The tools login: cookie `__limbo-authenticated`, an iron-session sealed
 * `{ id, user: { name }, authenticatedAt }`. Valid while under 720 h (30 days) old, its
 * user is still in TOOLS_USERS and its id has not been revoked by a logout (decision 014).
 */
export const SESSION_COOKIE = '__limbo-authenticated';
export const SESSION_MAX_AGE_S = 2_592_000; // 30 days
const SESSION_VALID_MS = 720 * 60 * 60 * 1000;

const sessionSchema = z.object({
  id: z.string().regex(/^[\w-]{16,64}$/),
  user: z.object({ name: z.string().min(1) }),
  authenticatedAt: z.number().int(),
  /** The session store's epoch when it was made (decision 042); none with the in-memory store. */
  epoch: z.string().max(64).optional(),
});
export type ToolsSession = z.infer<typeof sessionSchema>;

/**
 * A fresh session for `name`, with a random id a logout can revoke, and the session store's
 * epoch (`loginSession` asks the store for it).
 */
export const newSession = (name: string, now = Date.now(), epoch?: string): ToolsSession => ({
  id: randomBytes(16).toString('base64url'),
  user: { name },
  authenticatedAt: now,
  ...(epoch ? { epoch } : {}),
});

/** A fresh session for `name` in the store's current epoch (made when missing). Store errors propagate. */
export async function loginSession(name: string, now = Date.now()): Promise<ToolsSession> {
  return newSession(name, now, (await toolsStore().epoch(true)) ?? undefined);
}

export async function sealSession(
  session: ToolsSession,
  password = getEnv().sessionPassword,
): Promise<string> {
  return sealData(session, { password, ttl: SESSION_MAX_AGE_S });
}

/**
 * The sealed session in a Cookie header, or null when missing, unreadable, forged, without an id
 * (sealed before ids), too old, or for a user no longer in TOOLS_USERS. Not checked against the
 * revocation list, so it never touches the store: enough to tell a real session cookie from
 * garbage, never enough to let anyone in (that is `readSession`).
 */
export async function openSession(
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
    if (sessionSchema.omit({ id: true }).safeParse(data).success) {
      log.info('tools session cookie rejected: sealed before session ids, log in again');
    } else {
      log.warn('tools session cookie rejected: unreadable or forged');
    }
    return null;
  }
  const age = now - parsed.data.authenticatedAt;
  if (age >= SESSION_VALID_MS || age < -60_000) {
    log.info({ hours: Math.round(age / 3_600_000) }, 'tools session cookie rejected: expired');
    return null;
  }
  if (!toolsUsers().has(parsed.data.user.name)) {
    log.info(
      { user: parsed.data.user.name },
      'tools session cookie rejected: user no longer exists',
    );
    return null;
  }
  return parsed.data;
}

/**
 * The signed-in session, or null: `openSession`, and its id not revoked by a logout. When the
 * revocation list cannot be read in time, null (fail closed, logged); it never throws.
 */
export async function readSession(
  cookieHeader: string | null | undefined,
  now = Date.now(),
): Promise<ToolsSession | null> {
  const session = await openSession(cookieHeader, now);
  if (!session) return null;
  try {
    const store = toolsStore();
    const [revoked, epoch] = await Promise.all([store.isRevoked(session.id), store.epoch(false)]);
    if (revoked) {
      log.info({ user: session.user.name }, 'tools session cookie rejected: logged out');
      return null;
    }
    // A store that lost its keys lost its revocations too: sessions made before are refused.
    if (epoch !== undefined && session.epoch !== epoch) {
      log.warn(
        { user: session.user.name },
        'tools session cookie rejected: made before the session store lost its state (epoch), log in again',
      );
      return null;
    }
  } catch (err) {
    log.error(
      { err: err instanceof Error ? err.message : String(err) },
      'tools session counted as logged out: the revocation list is unreachable',
    );
    return null;
  }
  return session;
}

/** Refuses `session` from now on, until it would have expired anyway. Store errors propagate. */
export async function revokeSession(session: ToolsSession, now = Date.now()): Promise<void> {
  const until = Math.min(
    session.authenticatedAt + SESSION_VALID_MS,
    now + SESSION_MAX_AGE_S * 1000,
  );
  await toolsStore().revoke(session.id, until, now);
}

// `Secure` is the scheme of the origin visitors use. No public origin is configured (APP_HOST is a
// bare host for the backend), so it is publicOrigin()'s rule (isHttps): https when this
// connection is, or when a proxy TRUSTED_PROXIES declares says so; anyone else's header counts
// for nothing. Both cookies below follow it, so a logout clears the cookie it set.
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
