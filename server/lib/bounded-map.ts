/**
 * Sets `key` as the newest entry of `map`, forgetting the oldest ones beyond `max`: the eviction of every in-memory
 * cache of the server (a Map keeps its insertion order, so the first key is the oldest, or the least recently used
 * when readers set again what they read).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  while (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
