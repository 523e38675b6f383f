import { setBounded } from './bounded-map';

export interface ShortMemoryOptions<V> {
  readonly ttlMs: number;
  readonly maxKeys: number;
  /** Values larger than `max` (as `of` measures them) are returned but not kept: a few huge ones would fill memory. */
  readonly largest?: { readonly of: (value: V) => number; readonly max: number };
  readonly now?: () => number;
}

/**
 * Values remembered for a moment per key, for reads many people make alike (the visitors' answers, the map browser's
 * pages and total): the server's changes forget them all at once (plugins/data-changes.ts), so whoever changed
 * something reads it next; another server's changes show within the lifetime. A value read before a change is
 * returned but not kept, so it never outlives the change it missed. At most `maxKeys` are kept, the least recently
 * stored going first, and the expired ones go as new ones come (they are the oldest).
 */
export class ShortMemory<V> {
  private readonly remembered = new Map<string, { value: V; until: number }>();
  /** Raised by every forget: a read started under an earlier one may have missed a change. */
  private generation = 0;

  private readonly now: () => number;

  constructor(private readonly options: ShortMemoryOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  /** The value kept for `key`, while it is fresh. */
  peek(key: string): V | undefined {
    const kept = this.remembered.get(key);
    return kept && kept.until > this.now() ? kept.value : undefined;
  }

  /** Marks the start of a read whose value may be kept: hand it to `keep` with what was read. */
  startRead(): number {
    return this.generation;
  }

  /** Keeps what a read found, unless something was forgotten since it started (or it is too large to keep). */
  keep(key: string, value: V, readStarted: number): void {
    if (readStarted !== this.generation) return;
    const { largest, ttlMs, maxKeys } = this.options;
    if (largest && largest.of(value) > largest.max) return;
    const now = this.now();
    for (const [oldKey, old] of this.remembered) {
      if (old.until > now) break;
      this.remembered.delete(oldKey);
    }
    setBounded(this.remembered, key, { value, until: now + ttlMs }, maxKeys);
  }

  /** The kept value, or what `load` reads (kept for next time). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    return this.peek(key) ?? this.refresh(key, load);
  }

  /** What `load` reads now, kept for next time in place of what was kept. */
  async refresh(key: string, load: () => Promise<V>): Promise<V> {
    const started = this.startRead();
    const value = await load();
    this.keep(key, value, started);
    return value;
  }

  forget(): void {
    this.generation++;
    this.remembered.clear();
  }
}
