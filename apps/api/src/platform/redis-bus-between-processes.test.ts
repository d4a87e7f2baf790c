import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { connectRedis, createRedisBus, RedisStartError } from './redis-bus.ts';
import { createCaches } from './caches.ts';
import type { Bus } from './bus.ts';

const url = process.env['REDIS_URL'];
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const until = async (what: string, check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('a wrong REDIS_URL', () => {
  it('stops the start with a message naming the setting', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', 1000)).rejects.toThrow(RedisStartError);
    await expect(connectRedis('redis://127.0.0.1:1', 1000)).rejects.toThrow(/^REDIS_URL: cannot use Redis at redis:\/\/127\.0\.0\.1:1/);
  });
});

describe.skipIf(!url)('the Redis bus between two processes', () => {
  const prefix = `meridian-cl-bus-${randomBytes(4).toString('hex')}`;
  const buses: Bus[] = [];
  const open = async () => {
    const links = await connectRedis(url!);
    const bus = createRedisBus(links, prefix, quiet);
    buses.push(bus);
    await new Promise((r) => setTimeout(r, 100)); // the subscription is under way
    return { bus, links };
  };
  afterAll(async () => {
    for (const b of buses) await b.close();
  });

  it('delivers here at once and there once; ticks stay in their process', async () => {
    const [one, two] = [await open(), await open()];
    const got: Record<string, unknown[]> = { one: [], two: [], oneTick: [], twoTick: [] };
    one.bus.subscribe('user', (p) => got['one']!.push(p));
    two.bus.subscribe('user', (p) => got['two']!.push(p));
    one.bus.subscribe('tick', (p) => got['oneTick']!.push(p));
    two.bus.subscribe('tick', (p) => got['twoTick']!.push(p));
    one.bus.publish('user', { userId: 7 });
    one.bus.publish('tick', { code: '600519' });
    expect(got['one']).toEqual([{ userId: 7 }]);
    await until('the other process', () => got['two']!.length === 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(got['one']).toHaveLength(1);
    expect(got['two']).toEqual([{ userId: 7 }]);
    expect(got['oneTick']).toHaveLength(1);
    expect(got['twoTick']).toEqual([]);
  });

  it('drops a cache entry in every process, and empties caches while the link is down', async () => {
    const [one, two] = [await open(), await open()];
    const caches = [createCaches(one.bus), createCaches(two.bus)];
    const entries = caches.map((c) => {
      const map = new Map([['7', 'pin'], ['8', 'pin']]);
      c.register('account.pin', { drop: (k) => map.delete(k), clear: () => map.clear() });
      return map;
    });
    await caches[0]!.invalidate('account.pin', 7);
    expect(entries[0]!.has('7')).toBe(false);
    await until('the invalidation in the other process', () => !entries[1]!.has('7'));
    expect(entries[1]!.has('8')).toBe(true);

    // Redis goes away for a moment: publishing goes on without throwing, caches are emptied, the link comes back.
    two.links.subscriber.disconnect(true);
    await until('the link reported down', () => !two.bus.linked());
    expect(entries[1]!.size).toBe(0);
    expect(() => two.bus.publish('user', { userId: 1 })).not.toThrow();
    await until('the link back', () => two.bus.linked(), 10_000);
    entries[1]!.set('9', 'pin');
    await caches[0]!.invalidate('account.pin', 9);
    await until('invalidations arrive again', () => !entries[1]!.has('9'));
    caches.forEach((c) => c.close());
  });
});
