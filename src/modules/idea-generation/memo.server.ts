/**
 * Caches for pure functions of objects that live as long as the process (knowledge-base entries,
 * playbooks) or as long as a request (the founder profile, a skill coverage). Keys are held
 * weakly, so per-request entries go when the request does. The computed value must depend only
 * on the key(s): these caches make repeated text building free, never different.
 */

/** Any value but `undefined`, which marks a miss. */
type Cached = NonNullable<unknown> | null;

/** `compute(key)`, computed once per key object. */
export function memoByEntry<K extends object, V extends Cached>(
  compute: (key: K) => V,
): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

/** `compute(first, second)`, computed once per pair of key objects. */
export function memoByPair<A extends object, B extends object, V extends Cached>(
  compute: (first: A, second: B) => V,
): (first: A, second: B) => V {
  const cache = new WeakMap<A, WeakMap<B, V>>();
  return (first, second) => {
    let inner = cache.get(first);
    if (inner === undefined) {
      inner = new WeakMap<B, V>();
      cache.set(first, inner);
    }
    const hit = inner.get(second);
    if (hit !== undefined) return hit;
    const value = compute(first, second);
    inner.set(second, value);
    return value;
  };
}

/** `compute(text)`, computed once per text while the cache holds at most `limit` texts. */
export function memoByText<V extends Cached>(
  compute: (text: string) => V,
  limit = 256,
): (text: string) => V {
  const cache = new Map<string, V>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (cache.size >= limit) cache.clear();
    cache.set(text, value);
    return value;
  };
}
