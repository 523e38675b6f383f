import { setBounded } from '../bounded-map';

/**
 * Values remembered for a moment per key, for reads many people make alike (the map browser's pages and total): the
 * server's changes forget them all at once (plugins/data-changes.ts), so whoever changed something reads it next;
 * another server's changes show within the lifetime. A value loaded before a change is returned but not kept, so it
 * never outlives the change it missed. At most `maxKeys` are kept, the least recently stored going first.
 */
export class ShortMemory<V> {
  private readonly remembered = new Map<string, { value: V; until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.remembered.get(key);
    if (kept && kept.until > this.now()) return kept.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      setBounded(this.remembered, key, { value, until: this.now() + this.ttlMs }, this.maxKeys);
    }
    return value;
  }

  forget(): void {
    this.generation++;
    this.remembered.clear();
  }
}
