import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { customer, freshIban, fundingTestApp, userApi } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp());
});
afterAll(() => t.close());

const card = (holder: string, iban = freshIban()) => ({ bank: 'ING', branch: '', holder, iban });

describe('binding a card in someone else’s name', () => {
  it('is refused with the spec’s message; the same name written differently is accepted', async () => {
    const u = await customer(t, { name: 'Anna Müller' });
    const res = await u.api.post('/api/funding/cards', card('Max Mustermann'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'BANK_HOLDER_MISMATCH', msg: "Please bind the account holder's bank card" });
    const zh = await t.app.inject({ method: 'POST', url: '/api/funding/cards', headers: { token: u.token, lang: 'zh_cn' }, payload: card('Anna Muller') });
    expect(zh.json()).toMatchObject({ error: 'BANK_HOLDER_MISMATCH', msg: '请绑定开户人本人的银行卡' });
    expect((await u.api.get('/api/funding/cards')).json().data.list).toHaveLength(0);

    const same = await u.api.post('/api/funding/cards', card('  anna   MÜLLER '));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ holder: 'anna   MÜLLER', bank: 'ING', country: 'DE', unbound_at: null });
  });

  it('compares Chinese names without spaces or middle dots, and needs a verified identity at all', async () => {
    const u = await customer(t, { name: '阿不都·热合曼' });
    expect((await u.api.post('/api/funding/cards', card('阿不都 热合曼'))).statusCode).toBe(200);
    expect((await u.api.post('/api/funding/cards', card('阿不都热合曼'))).statusCode).toBe(200);
    expect((await u.api.post('/api/funding/cards', card('阿不都热合'))).json().error).toBe('BANK_HOLDER_MISMATCH');
    const stranger = await t.signUp();
    const res = await userApi(t, stranger.token).post('/api/funding/cards', card('Anyone'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('IDENTITY_REQUIRED');
  });
});
