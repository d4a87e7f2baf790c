/** Spec §9: an image is tried up to 3 times; results are kept for the last 200 addresses. */
export const IMAGE_ATTEMPTS = 3;
export const IMAGE_CACHE_SIZE = 200;

type Load = (src: string) => Promise<void>;

/** A Map keeps insertion order, so re-inserting on use makes the first key the least recently used. */
export function createLru<V>(capacity: number) {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value === undefined) return undefined;
      map.delete(key);
      map.set(key, value);
      return value;
    },
    set(key: string, value: V): void {
      map.delete(key);
      map.set(key, value);
      if (map.size > capacity) {
        const oldest = map.keys().next().value;
        if (oldest !== undefined) map.delete(oldest);
      }
    },
    delete(key: string): void {
      map.delete(key);
    },
    clear(): void {
      map.clear();
    },
    get size() {
      return map.size;
    },
  };
}

function browserLoad(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image failed: ${src}`));
    image.src = src;
  });
}

/**
 * Loads images through a shared cache. Concurrent requests for one address share one attempt; a
 * final failure is not cached, so the next screen that asks tries again.
 */
export function createImageLoader({
  load = browserLoad,
  attempts = IMAGE_ATTEMPTS,
  capacity = IMAGE_CACHE_SIZE,
  retryDelayMs = 300,
}: { load?: Load; attempts?: number; capacity?: number; retryDelayMs?: number } = {}) {
  const cache = createLru<Promise<void>>(capacity);

  async function tryLoad(src: string): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await load(src);
        return;
      } catch (error) {
        lastError = error;
        if (attempt < attempts) await new Promise((r) => setTimeout(r, retryDelayMs * attempt));
      }
    }
    throw lastError;
  }

  return {
    load(src: string): Promise<void> {
      const cached = cache.get(src);
      if (cached) return cached;
      const pending = tryLoad(src).catch((error: unknown) => {
        cache.delete(src);
        throw error;
      });
      cache.set(src, pending);
      return pending;
    },
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}

export const imageLoader = createImageLoader();
