import { addressKey } from '../http/rate-limits.ts';
import { MAX_FAILURES_KEPT, toolsStore, type ToolsStore } from './store.ts';

type Limit = { max: number; windowMs: number };

const WINDOW_MS = 15 * 60 * 1000;

/** Where a failed login is counted: see LOGIN_LIMITS. */
type Bound = 'client' | 'address' | 'user';

/**
 * Failed tools logins are counted three times (decision 042). Per client address and user name
 * (5 in 15 minutes): a stranger guessing from one address locks only that address out, not the
 * user. Per client address whatever the user name (10 in 15 minutes): spraying one password
 * over many user names from one address stops after ten tries (a probe made 1,414 in 22 s, each
 * an scrypt). Per user name over all addresses (50 in 15 minutes): guessing from many addresses
 * is stopped too. Only failures count: an office behind one address, with a handful of site
 * builders who type their passwords right, never meets them.
 */
const LOGIN_LIMITS = {
  client: { max: 5, windowMs: WINDOW_MS },
  address: { max: 10, windowMs: WINDOW_MS },
  user: { max: 50, windowMs: WINDOW_MS },
} satisfies Record<Bound, Limit>;

/** Store errors reach the caller, which fails closed (auth-api.ts). */
export function createLoginLimiter(
  store: () => ToolsStore = toolsStore,
  limits: Record<Bound, Limit> = LOGIN_LIMITS,
) {
  for (const { max } of Object.values(limits)) {
    if (max > MAX_FAILURES_KEPT) throw new Error(`a limit above ${MAX_FAILURES_KEPT} is not kept`);
  }
  const keys = (ip: string, user: string) => {
    const name = user.toLowerCase();
    // An IPv6 client has its /64 to draw addresses from: counted as one, as the forms are.
    const address = addressKey(ip);
    return [
      { key: `client:${address}|${name}`, limit: limits.client, bound: 'client' },
      { key: `address:${address}`, limit: limits.address, bound: 'address' },
      { key: `user:${name}`, limit: limits.user, bound: 'user' },
    ] as const;
  };
  return {
    /** Seconds until `user` may try again from `ip`, and which bound holds; 0 when now. */
    async retryAfter(
      ip: string,
      user: string,
      now = Date.now(),
    ): Promise<{ seconds: number; bound: Bound | null }> {
      let answer = { seconds: 0, bound: null as Bound | null };
      for (const { key, limit, bound } of keys(ip, user)) {
        const times = await store().failures(key, limit.windowMs, now);
        if (times.length < limit.max) continue;
        // Free again once enough of the failures have left the window to drop below the limit.
        const freedAt = times[times.length - limit.max]! + limit.windowMs;
        const seconds = Math.max(1, Math.ceil((freedAt - now) / 1000));
        if (seconds > answer.seconds) answer = { seconds, bound };
      }
      return answer;
    },
    async fail(ip: string, user: string, now = Date.now()): Promise<void> {
      for (const { key, limit } of keys(ip, user)) {
        await store().addFailure(key, limit.windowMs, now);
      }
    },
    /**
     * A good login clears its address and user name's count; the address's count and the
     * user's run out by themselves (a good password does not excuse guesses at other names).
     */
    async succeed(ip: string, user: string): Promise<void> {
      await store().clearFailures(keys(ip, user)[0].key);
    },
  };
}

export const loginLimiter = createLoginLimiter();
