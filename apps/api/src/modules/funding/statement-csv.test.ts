import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { csvCell } from './statement-csv.ts';
import { localDay } from '../market/calendar.ts';
import { adjustWithApproval, customer, expectReconciled, fundingTestApp, operatorLogin, PIN } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp({ SESSION_TTL_HOURS: '720' }));
});
afterAll(() => t.close());

/** RFC 4180 reader for the test: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

describe('the statement CSV', () => {
  it('quotes cells the RFC 4180 way and neutralises spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+49 151')).toBe("'+49 151");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
  });

  it('lists every posting on all my accounts, oldest first, as an attachment, within the days asked for', async () => {
    const u = await customer(t, { card: true });
    const day1 = localDay(t.clock.now());
    await fund(t, u.id, 100_000);
    t.clock.advance(2 * 86_400_000);
    const day3 = localDay(t.clock.now());
    const reason = '=HYPERLINK("http://evil.example","click"), "refund", fee';
    const { approved } = await adjustWithApproval(t, await operatorLogin(t), { user_id: u.id, amount: '12.34', reason });
    expect(approved?.statusCode, approved?.body).toBe(200);
    expect((await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '200', pay_password: PIN })).statusCode).toBe(200);

    const res = await u.api.get('/api/funding/statement.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-start-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(['time', 'entry_id', 'kind', 'account', 'amount', 'balance_after', 'currency', 'memo', 'reference']);
    const body = rows.slice(1);
    expect(body.map((r) => `${r[2]} ${r[3]} ${r[4]} ${r[5]}`)).toEqual([
      'deposit cash_available 1000.00 1000.00',
      'adjustment cash_available 12.34 1012.34',
      'withdrawal_hold cash_available -200.00 812.34',
      'withdrawal_hold cash_frozen 200.00 200.00',
    ]);
    expect(body[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(body[1]![7]).toBe(`'${reason}`);
    expect(body[2]![8]).toMatch(/^withdrawal:\d+$/);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), ""refund"", fee"`);

    const later = parseCsv((await u.api.get(`/api/funding/statement.csv?from=${day3}&to=${day3}`)).body.slice(1));
    expect(later.slice(1).map((r) => r[2])).toEqual(['adjustment', 'withdrawal_hold', 'withdrawal_hold']);
    const earlier = await u.api.get(`/api/funding/statement.csv?from=${day1}&to=${day1}`);
    expect(earlier.headers['content-disposition']).toBe(`attachment; filename="statement-${day1}-${day1}.csv"`);
    expect(parseCsv(earlier.body.slice(1)).slice(1).map((r) => r[2])).toEqual(['deposit']);
    expect((await u.api.get(`/api/funding/statement.csv?from=${day3}&to=${day1}`)).json().error).toBe('VALIDATION_FAILED');
    expect((await u.api.get('/api/funding/statement.csv?from=yesterday')).json().error).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: '/api/funding/statement.csv' })).statusCode).toBe(401);
    await expectReconciled(t);
    void op;
  });
});
