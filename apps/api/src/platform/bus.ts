/**
 * Publish/subscribe between modules (and, behind the same interface, between processes).
 * The in-process bus is the default; a Redis-backed one plugs in when REDIS_URL arrives.
 */
export type Bus = {
  publish(topic: string, payload: unknown): void;
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
};

export function createMemoryBus(onError: (err: unknown, topic: string) => void): Bus {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    publish(topic, payload) {
      for (const handler of handlers.get(topic) ?? []) {
        // One failing subscriber must not stop the others or the publisher.
        try {
          handler(payload);
        } catch (err) {
          onError(err, topic);
        }
      }
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
    close: async () => handlers.clear(),
  };
}
