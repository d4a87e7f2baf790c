import { sql } from 'drizzle-orm';
import type { AlertKind, AlertState } from '@meridian/contract/alerts';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Price alerts. `level` is cents for price_above/price_below and hundredths of a percent for
 * change_pct (500 = 5.00%). An alert fires by the one conditional update armed → fired, so it
 * fires once however many ticks or processes see the crossing.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    level: bigint('level', { mode: 'number' }).notNull(),
    state: text('state').$type<AlertState>().notNull().default('armed'),
    createdAt: at('created_at').notNull(),
    firedAt: at('fired_at'),
    firedPrice: bigint('fired_price', { mode: 'number' }),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.id),
    index('price_alerts_armed_idx').on(t.state, t.code),
    check('price_alerts_kind_ck', sql`${t.kind} IN ('price_above', 'price_below', 'change_pct')`),
    check('price_alerts_state_ck', sql`${t.state} IN ('armed', 'fired')`),
    check('price_alerts_level_ck', sql`${t.level} > 0`),
  ],
);

export type AlertRow = typeof priceAlerts.$inferSelect;
