/**
 * Publish/subscribe between modules, and between processes when REDIS_URL is set (redis-bus.ts).
 * The in-process bus is the default: one process, nothing to set up.
 */
export type Bus = {
  /** Delivers to this process's subscribers at once and, in a cluster, to the other processes. */
  publish(topic: string, payload: unknown): void;
  /** Like publish; resolves once the other processes can receive it (Redis took it). */
  send(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  /** Called with false when the link to the other processes is lost, true when it is back. */
  onLink(listener: (up: boolean) => void): () => void;
  /** True when messages reach every process (always, in-process). */
  linked(): boolean;
  close(): Promise<void>;
};

/** Delivery to this process's subscribers; one failing subscriber never stops the others or the publisher. */
export function createLocalDelivery(onError: (err: unknown, topic: string) => void) {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    deliver(topic: string, payload: unknown): void {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(payload);
        } catch (err) {
          onError(err, topic);
        }
      }
    },
    subscribe(topic: string, handler: (payload: unknown) => void): () => void {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
    clear: () => handlers.clear(),
  };
}

export function createMemoryBus(onError: (err: unknown, topic: string) => void): Bus {
  const local = createLocalDelivery(onError);
  return {
    publish: local.deliver,
    send: async (topic, payload) => local.deliver(topic, payload),
    subscribe: local.subscribe,
    onLink: () => () => undefined,
    linked: () => true,
    close: async () => local.clear(),
  };
}
