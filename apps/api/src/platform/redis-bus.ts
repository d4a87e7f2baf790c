import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLocalDelivery, type Bus } from './bus.ts';

/**
 * Topics that never leave the process: `tick` is made on every node from the leader's batch
 * (`market.ticks`), so relaying each tick as well would send every price twice.
 */
const LOCAL_TOPICS = new Set(['tick']);

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export class RedisStartError extends Error {}

/** Reconnects quickly at first, then every 2 s, for ever: Redis coming back must need no restart. */
const retryStrategy = (times: number) => Math.min(100 * times, 2000);

async function ready(client: Redis, url: string, timeoutMs: number): Promise<void> {
  const shown = url.replace(/\/\/[^@]*@/, '//');
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
  } catch (err) {
    client.disconnect();
    throw new RedisStartError(`REDIS_URL: cannot use Redis at ${shown}: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens the two connections a Redis bus needs (a subscribing connection can do nothing else):
 * `commands` for publishing and the shared rate-limit counters, `subscriber` for the channel.
 * Refuses to start, naming REDIS_URL, when Redis does not answer.
 */
export async function connectRedis(url: string, timeoutMs = 5000) {
  const options = { lazyConnect: true, retryStrategy, connectTimeout: timeoutMs } as const;
  // No offline queue: while Redis is away a command fails at once instead of piling up (a rate
  // limit lets the request through, a push is dropped), so nothing stale floods out on reconnect.
  const commands = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  for (const c of [commands, subscriber]) c.on('error', () => undefined); // reported through the link events below
  try {
    await ready(commands, url, timeoutMs);
    await ready(subscriber, url, timeoutMs);
  } catch (err) {
    commands.disconnect();
    subscriber.disconnect();
    throw err;
  }
  return { commands, subscriber };
}
export type RedisLinks = Awaited<ReturnType<typeof connectRedis>>;

/**
 * The bus over Redis pub/sub: one channel per cluster (`<prefix>:bus`), so messages of one
 * publisher arrive everywhere in the order they were sent. A message is delivered in this
 * process at once and relayed to the others, which skip their own. While Redis is away, local
 * delivery goes on, relays are dropped (counted and logged once), and `onLink` tells listeners
 * (caches drop what they hold: invalidations may have been missed).
 */
export function createRedisBus(links: RedisLinks, prefix: string, log: Log): Bus {
  const { commands, subscriber } = links;
  const channel = `${prefix}:bus`;
  const origin = randomUUID();
  const local = createLocalDelivery((err, topic) => log.error({ err, topic }, 'bus subscriber failed'));
  const listeners = new Set<(up: boolean) => void>();
  let up = true;
  let dropped = 0;
  let closing = false;

  function setLink(now: boolean): void {
    if (now === up || closing) return;
    up = now;
    if (up) log.info({ dropped }, 'redis link back: pushes and cache invalidations reach the other processes again');
    else log.warn({}, 'redis link lost: HTTP and money go on; pushes to other processes pause until it is back');
    dropped = 0;
    for (const l of listeners) {
      try {
        l(up);
      } catch (err) {
        log.error({ err }, 'bus link listener failed');
      }
    }
  }
  const check = () => setLink(commands.status === 'ready' && subscriber.status === 'ready');
  for (const c of [commands, subscriber]) {
    c.on('ready', check);
    c.on('close', check);
    c.on('end', check);
  }

  subscriber.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    let m: { o: string; t: string; p: unknown };
    try {
      m = JSON.parse(text) as typeof m;
    } catch {
      return;
    }
    if (m.o !== origin) local.deliver(m.t, m.p);
  });
  void subscriber.subscribe(channel).catch((err: unknown) => log.error({ err }, 'redis subscribe failed'));

  async function relay(topic: string, payload: unknown): Promise<void> {
    if (LOCAL_TOPICS.has(topic)) return;
    if (commands.status !== 'ready') {
      dropped += 1;
      return;
    }
    try {
      await commands.publish(channel, JSON.stringify({ o: origin, t: topic, p: payload }));
    } catch {
      dropped += 1;
    }
  }

  return {
    publish(topic, payload) {
      local.deliver(topic, payload);
      void relay(topic, payload);
    },
    async send(topic, payload) {
      local.deliver(topic, payload);
      await relay(topic, payload);
    },
    subscribe: local.subscribe,
    onLink(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    linked: () => up,
    async close() {
      closing = true;
      local.clear();
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
