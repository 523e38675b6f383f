/** How long a server answers the browser's total from memory; another server's change shows within it. */
export const BROWSE_TOTAL_TTL_MS = 2000;

/**
 * The number of maps the browser lists without a search, remembered for a moment. Counting walks one index entry per
 * published map (about half the time of a page at 10,000 maps, docs/performance.md), and every visit of /online asks
 * for it. Every change this server makes forgets it at once (plugins/data-changes.ts); another server's show within
 * the TTL, and only in the pager's total, never in the page itself. A count started before a change is not kept.
 */
export class BrowseTotal {
  private remembered?: { total: number; until: number };
  private generation = 0;

  constructor(
    private readonly ttlMs = BROWSE_TOTAL_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(count: () => Promise<number>): Promise<number> {
    if (this.remembered && this.remembered.until > this.now()) return this.remembered.total;
    const generation = this.generation;
    const total = await count();
    if (generation === this.generation) this.remembered = { total, until: this.now() + this.ttlMs };
    return total;
  }

  forget(): void {
    this.generation++;
    this.remembered = undefined;
  }
}
