import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { SUPPORT_INBOX_TOPIC } from './service.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let t: TestApp;
let op: string;
const userFrames: { userId: number; frame: { type: string; data: unknown } }[] = [];
const inboxEvents: { thread_id: number; user_id: number; message: { from: string; body: string } }[] = [];
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_USERNAME: 'kf_op', OPERATOR_PASSWORD: 'Operator-pass-2026' });
  await t.services.admin.ensureFirstOperator();
  op = (await operatorLogin(t.app, 'kf_op', 'Operator-pass-2026'));
  t.ctx.bus.subscribe('user', (p) => void userFrames.push(p as (typeof userFrames)[number]));
  t.ctx.bus.subscribe(SUPPORT_INBOX_TOPIC, (p) => void inboxEvents.push(p as (typeof inboxEvents)[number]));
});
afterAll(() => t.close());

const user = (token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/support${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api/support${url}`, headers: { 'x-admin-token': op, lang: 'en' }, ...(payload ? { payload } : {}) });

describe('the support chat', () => {
  it('carries a user’s line to the operators’ inbox and the reply back, with unread counts both ways', async () => {
    const a = await t.signUp();
    expect((await user(a.token, 'GET', '/messages')).json().data).toEqual({ list: [], has_more: false });

    const sent = await user(a.token, 'POST', '/messages', { body: '  How do I verify my identity?\r\nThanks  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ from: 'user', body: 'How do I verify my identity?\nThanks' });
    expect(inboxEvents.at(-1)).toMatchObject({ user_id: a.id, message: { from: 'user' } });

    const inbox = (await admin('GET', '/threads')).json().data;
    const thread = inbox.list.find((th: { user: { id: number } }) => th.user.id === a.id);
    expect(thread).toMatchObject({ user: { username: a.username }, unread: 1, last_message: { from: 'user', body: 'How do I verify my identity?\nThanks' } });
    expect(inbox.unread_threads).toBeGreaterThanOrEqual(1);
    expect((await admin('GET', '/unread')).json().data).toEqual({ unread_threads: 1, unread_messages: 1 });

    // Opening the conversation marks the user's line read for the operators.
    const history = (await admin('GET', `/threads/${thread.id}/messages`)).json().data;
    expect(history.list).toEqual([expect.objectContaining({ from: 'user', operator: null })]);
    expect((await admin('GET', '/unread')).json().data).toEqual({ unread_threads: 0, unread_messages: 0 });

    userFrames.length = 0;
    const reply = await admin('POST', `/threads/${thread.id}/messages`, { body: 'Open the personal centre and choose "Verify".' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ from: 'operator', operator: 'kf_op' });
    expect(userFrames).toEqual([
      { userId: a.id, frame: { type: 'support', data: { message: expect.objectContaining({ from: 'operator', body: 'Open the personal centre and choose "Verify".' }), unread: 1 } } },
    ]);
    expect((await user(a.token, 'GET', '/unread')).json().data).toEqual({ unread: 1 });

    const seen = (await user(a.token, 'GET', '/messages')).json().data.list;
    expect(seen.map((m: { from: string }) => m.from)).toEqual(['user', 'operator']);
    // The user sees "support", never which operator answered.
    expect(Object.keys(seen[1]).sort()).toEqual(['body', 'created_at', 'from', 'id']);
    expect((await user(a.token, 'GET', '/unread')).json().data).toEqual({ unread: 0 });

    const log = (await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': op } })).json().data.list;
    expect(log.find((e: { action: string }) => e.action === 'support.reply')).toMatchObject({ operator: 'kf_op', target: `user:${a.id}`, detail: { thread_id: thread.id } });
  });

  it('keeps each user to their own thread', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await user(a.token, 'POST', '/messages', { body: 'A private question' });
    await user(b.token, 'POST', '/messages', { body: 'B asks too' });
    const bSees = (await user(b.token, 'GET', '/messages')).json().data.list;
    expect(bSees.map((m: { body: string }) => m.body)).toEqual(['B asks too']);
    const aThread = (await admin('GET', '/threads')).json().data.list.find((th: { user: { id: number } }) => th.user.id === a.id);
    await admin('POST', `/threads/${aThread.id}/messages`, { body: 'Answer for A only' });
    expect((await user(b.token, 'GET', '/unread')).json().data.unread).toBe(0);
    expect((await user(b.token, 'GET', '/messages')).json().data.list).toHaveLength(1);
    // A user token opens no operator route, whatever the thread id.
    const res = await t.app.inject({ method: 'GET', url: `/admin/api/support/threads/${aThread.id}/messages`, headers: { token: b.token } });
    expect(res.statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: `/admin/api/support/threads/${aThread.id}/messages`, headers: { token: b.token }, payload: { body: 'x' } });
    expect(post.statusCode).toBe(401);
    expect((await user(a.token, 'GET', '/messages')).json().data.list.map((m: { body: string }) => m.body)).toEqual(['A private question', 'Answer for A only']);
  });

  it('pages back through history with before and limit', async () => {
    const a = await t.signUp();
    for (let i = 1; i <= 5; i++) await user(a.token, 'POST', '/messages', { body: `line ${i}` });
    const newest = (await user(a.token, 'GET', '/messages?limit=2')).json().data;
    expect(newest.list.map((m: { body: string }) => m.body)).toEqual(['line 4', 'line 5']);
    expect(newest.has_more).toBe(true);
    const older = (await user(a.token, 'GET', `/messages?limit=2&before=${newest.list[0].id}`)).json().data;
    expect(older.list.map((m: { body: string }) => m.body)).toEqual(['line 2', 'line 3']);
    const oldest = (await user(a.token, 'GET', `/messages?limit=2&before=${older.list[0].id}`)).json().data;
    expect(oldest).toMatchObject({ list: [expect.objectContaining({ body: 'line 1' })], has_more: false });
  });

  it('stores lines as plain text and refuses empty or long ones with a translated message', async () => {
    const a = await t.signUp();
    const html = '<img src=x onerror=alert(1)> <b>bold</b>';
    expect((await user(a.token, 'POST', '/messages', { body: html })).json().data.body).toBe(html);
    for (const body of ['', '   \n ', 'x'.repeat(2001)]) {
      const res = await user(a.token, 'POST', '/messages', { body }, 'es');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', msg: 'Revise estos campos: body', data: null });
    }
    expect((await user(a.token, 'GET', '/messages')).json().data.list).toHaveLength(1);
    expect((await admin('POST', '/threads/999999/messages', { body: 'anyone?' })).statusCode).toBe(404);
    expect((await admin('GET', '/threads/999999/messages')).statusCode).toBe(404);
  });
});
