import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

/** A frame with a NUL or a lone surrogate anywhere is refused like any malformed frame, and the socket stays open. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('refuses frames carrying NUL or lone surrogates', async () => {
  const frames: Record<string, unknown>[] = [];
  const ws = await t.app.injectWS('/api/ws', {}, { onInit: (s: WebSocket) => void s.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()))) });
  const answer = async (frame: string) => {
    const before = frames.length;
    ws.send(frame);
    await expect.poll(() => frames.length, { timeout: 3000 }).toBeGreaterThan(before);
    return frames.at(-1);
  };
  expect(await answer(JSON.stringify({ op: 'auth', token: 'abc\u0000def' }))).toMatchObject({ type: 'error', error: 'BAD_REQUEST' });
  expect(await answer('{"op":"sub","codes":["\\ud800"]}')).toMatchObject({ type: 'error', error: 'BAD_REQUEST' });
  expect(await answer(JSON.stringify({ op: 'ping' }))).toEqual({ type: 'pong' });
  ws.terminate();
});
