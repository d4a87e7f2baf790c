import { describe, expect, it, vi } from 'vitest';
import { createImageLoader, createLru, IMAGE_ATTEMPTS, IMAGE_CACHE_SIZE } from './image.ts';

describe('createLru', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const lru = createLru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a'); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });
});

describe('createImageLoader', () => {
  it('uses the spec limits by default', () => {
    expect(IMAGE_ATTEMPTS).toBe(3);
    expect(IMAGE_CACHE_SIZE).toBe(200);
  });

  it('retries a failing image up to 3 attempts', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('1')).mockRejectedValueOnce(new Error('2')).mockResolvedValue(undefined);
    const loader = createImageLoader({ load, retryDelayMs: 0 });
    await expect(loader.load('/a.png')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the third failure and does not cache the failure', async () => {
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const loader = createImageLoader({ load, retryDelayMs: 0 });
    await expect(loader.load('/b.png')).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(3);
    expect(loader.size).toBe(0);
  });

  it('loads each address once while cached, and keeps at most `capacity` addresses', async () => {
    const load = vi.fn().mockResolvedValue(undefined);
    const loader = createImageLoader({ load, capacity: 2, retryDelayMs: 0 });
    await Promise.all([loader.load('/1'), loader.load('/1')]);
    await loader.load('/2');
    await loader.load('/1');
    expect(load).toHaveBeenCalledTimes(2);
    await loader.load('/3'); // evicts /2, the least recently used
    await loader.load('/2');
    expect(load).toHaveBeenCalledTimes(4);
    expect(loader.size).toBe(2);
    loader.clear();
    expect(loader.size).toBe(0);
  });
});
