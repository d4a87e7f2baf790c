import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { customer, freshIban, fundingTestApp, iban } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp({ MAX_BANK_CARDS: '3' }));
});
afterAll(() => t.close());

describe('bank cards', () => {
  it('are limited per user by MAX_BANK_CARDS; unbinding one makes room', async () => {
    const u = await customer(t);
    const bind = (number = freshIban()) => u.api.post('/api/funding/cards', { bank: 'Sparkasse', holder: u.name, iban: number });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await bind()).json().data.id);
    const fourth = await bind();
    expect(fourth.json()).toMatchObject({ error: 'BANK_CARD_LIMIT', msg: 'You can bind at most 3 bank cards' });
    expect((await u.api.get('/api/funding/cards')).json().data).toMatchObject({ max: 3 });
    expect((await u.api.get('/api/funding/cards')).json().data.list).toHaveLength(3);
    expect((await u.api.del(`/api/funding/cards/${ids[0]}`)).statusCode).toBe(200);
    expect((await u.api.del(`/api/funding/cards/${ids[0]}`)).statusCode).toBe(404);
    expect((await bind()).statusCode).toBe(200);
  });

  it('refuse the same IBAN twice for one user (however it is spaced), but allow it again after unbinding', async () => {
    const u = await customer(t);
    const number = iban('NL', 'ABNA0417164300');
    const first = await u.api.post('/api/funding/cards', { bank: 'ABN AMRO', holder: u.name, iban: number });
    expect(first.json().data).toMatchObject({ country: 'NL', iban_masked: 'NL91 **** **** **43 00' });
    const dup = await u.api.post('/api/funding/cards', { bank: 'ABN AMRO', holder: u.name, iban: number.toLowerCase().replace(/(.{4})/g, '$1 ') });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('BANK_CARD_DUPLICATE');
    // Another user may bind the same account number: a joint account is theirs too.
    const other = await customer(t);
    expect((await other.api.post('/api/funding/cards', { bank: 'ABN AMRO', holder: other.name, iban: number })).statusCode).toBe(200);
    await u.api.del(`/api/funding/cards/${first.json().data.id}`);
    expect((await u.api.post('/api/funding/cards', { bank: 'ABN AMRO', holder: u.name, iban: number })).statusCode).toBe(200);
  });

  it('refuse IBANs that do not check out, and Chinese card numbers (the field is an IBAN)', async () => {
    const u = await customer(t);
    for (const bad of ['DE88 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 1', '6222 0212 3456 7890 123', 'XX00 1234']) {
      const res = await u.api.post('/api/funding/cards', { bank: 'Bank', holder: u.name, iban: bad });
      expect(res.json(), bad).toMatchObject({ error: 'IBAN_INVALID', msg: 'Please enter a valid IBAN' });
    }
    expect((await u.api.post('/api/funding/cards', { bank: '', holder: u.name, iban: freshIban() })).json().error).toBe('VALIDATION_FAILED');
  });

  it('bound in parallel never exceed the limit', async () => {
    const u = await customer(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => u.api.post('/api/funding/cards', { bank: 'Bank', holder: u.name, iban: freshIban() })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect((await u.api.get('/api/funding/cards')).json().data.list).toHaveLength(3);
  });
});
