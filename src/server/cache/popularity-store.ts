/**
 * A store bounded by bytes and entries that, when full, lets go of its least popular entries
 * rather than its oldest: the page cache's (a site's most visited pages stay, however long ago
 * they were first rendered, and a crawl of every page once does not push them out).
 *
 * Each entry counts its uses, halved for every DECAY_MS that passes, so a page popular last week
 * but not today loses its place. To make room, the store looks at the SAMPLE entries that have
 * waited longest in its queue and lets go of the least used of them (an expired one first); the
 * others go to the back of the queue. This is how Redis's `allkeys-lfu` samples and decays, with
 * CLOCK's second chance: constant work per entry let go.
 *
 * It keeps the part of lru-cache's interface the micro-cache uses, so either can hold a cache.
 */
export type StoreReason = 'evict' | 'expire' | 'delete' | 'set';

export type PopularityStoreOptions<V> = {
  /** Most entries. */
  max: number;
  /** Most bytes, as `sizeCalculation` counts them (read when an entry is stored). */
  maxSize: () => number;
  /** No entry larger than this is kept. */
  maxEntrySize: number;
  sizeCalculation: (value: V, key: string) => number;
  /** Default time to live (ms). */
  ttl: number;
  /** Told of every entry that goes, and why. */
  dispose?: (value: V, key: string, reason: StoreReason) => void;
  now?: () => number;
};

type Slot<V> = { value: V; size: number; expiresAt: number; uses: number; decayedAt: number };

/** Uses are halved once per this much time (Redis's `lfu-decay-time`, one minute by default). */
export const DECAY_MS = 60_000;

/** How many entries at the front of the queue are compared, at least, to choose the one to let go of. */
const SAMPLE = 8;
/** The most entries looked at to find one unused since it came, when the sample has none. */
const MAX_SCAN = 64;
/** Uses counted at most (a count this high is popular enough; halving brings it down). */
const MAX_USES = 1 << 16;

export class PopularityStore<V> {
  readonly #slots = new Map<string, Slot<V>>();
  #bytes = 0;
  readonly #o: PopularityStoreOptions<V>;
  readonly #now: () => number;

  constructor(options: PopularityStoreOptions<V>) {
    this.#o = options;
    this.#now = options.now ?? (() => Date.now());
  }

  get calculatedSize(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#slots.size;
  }

  /** The value, counted as a use; undefined when absent or expired. */
  get(key: string): V | undefined {
    const slot = this.#live(key);
    if (!slot) return undefined;
    this.#decay(slot);
    if (slot.uses < MAX_USES) slot.uses++;
    return slot.value;
  }

  /** The value without counting a use. */
  peek(key: string): V | undefined {
    return this.#live(key)?.value;
  }

  /** How often `key`'s entry was used (decayed), for tests and the inspector. */
  uses(key: string): number {
    return this.#slots.get(key)?.uses ?? 0;
  }

  set(key: string, value: V, opts: { ttl?: number; noUpdateTTL?: boolean } = {}): this {
    let size: number;
    try {
      size = this.#o.sizeCalculation(value, key);
    } catch {
      size = Number.NaN;
    }
    const old = this.#slots.get(key);
    const maxSize = this.#o.maxSize();
    if (!Number.isFinite(size) || size > Math.min(this.#o.maxEntrySize, maxSize)) {
      // Too large to keep: nor is an older value for the key.
      if (old) this.#remove(key, old, 'delete');
      return this;
    }
    const expiresAt =
      opts.noUpdateTTL && old ? old.expiresAt : this.#now() + (opts.ttl ?? this.#o.ttl);
    // A page rendered again keeps the popularity it had earned.
    const slot: Slot<V> = {
      value,
      size: Math.max(1, size),
      expiresAt,
      uses: old?.uses ?? 0,
      decayedAt: old?.decayedAt ?? this.#now(),
    };
    if (old) {
      this.#slots.delete(key);
      this.#bytes -= old.size;
      if (old.value !== value) this.#o.dispose?.(old.value, key, 'set');
    }
    this.#slots.set(key, slot);
    this.#bytes += slot.size;
    while ((this.#bytes > maxSize || this.#slots.size > this.#o.max) && this.#evictOne(key));
    return this;
  }

  delete(key: string): boolean {
    const slot = this.#slots.get(key);
    if (!slot) return false;
    this.#remove(key, slot, 'delete');
    return true;
  }

  clear(): void {
    for (const [key, slot] of [...this.#slots]) this.#remove(key, slot, 'delete');
  }

  *entries(): Generator<[string, V]> {
    for (const [key, slot] of this.#slots) yield [key, slot.value];
  }

  *values(): Generator<V> {
    for (const slot of this.#slots.values()) yield slot.value;
  }

  /** Every key, most used first (the pages worth refreshing first after a publish). */
  *keys(): Generator<string> {
    for (const slot of this.#slots.values()) this.#decay(slot);
    const sorted = [...this.#slots].sort((a, b) => b[1].uses - a[1].uses);
    for (const [key] of sorted) yield key;
  }

  #live(key: string): Slot<V> | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= this.#now()) {
      this.#remove(key, slot, 'expire');
      return undefined;
    }
    return slot;
  }

  /** Halves `slot`'s uses for each DECAY_MS since it was last decayed. */
  #decay(slot: Slot<V>): void {
    const periods = Math.floor((this.#now() - slot.decayedAt) / DECAY_MS);
    if (periods <= 0) return;
    slot.uses = periods >= 31 ? 0 : slot.uses >> periods;
    slot.decayedAt += periods * DECAY_MS;
  }

  #remove(key: string, slot: Slot<V>, reason: StoreReason): void {
    this.#slots.delete(key);
    this.#bytes -= slot.size;
    this.#o.dispose?.(slot.value, key, reason);
  }

  /** Lets go of one entry among the SAMPLE first in the queue (never `keep`, just stored). */
  #evictOne(keep: string): boolean {
    const now = this.#now();
    const sampled: [string, Slot<V>][] = [];
    for (const entry of this.#slots) {
      if (entry[0] === keep) continue;
      if (entry[1].expiresAt <= now) {
        this.#remove(entry[0], entry[1], 'expire');
        return true;
      }
      this.#decay(entry[1]);
      sampled.push(entry);
      // Past SAMPLE, only until an entry nobody has used since it came: a sample of popular
      // pages alone must not cost one of them its place while unused ones wait behind.
      if (sampled.length >= SAMPLE && (entry[1].uses === 0 || sampled.length >= MAX_SCAN)) break;
    }
    if (sampled.length === 0) return false;
    let victim = sampled[0]!;
    for (const entry of sampled) if (entry[1].uses < victim[1].uses) victim = entry;
    this.#remove(victim[0], victim[1], 'evict');
    // The others had their chance: to the back of the queue.
    for (const [key, slot] of sampled) {
      if (key === victim[0]) continue;
      this.#slots.delete(key);
      this.#slots.set(key, slot);
    }
    return true;
  }
}
