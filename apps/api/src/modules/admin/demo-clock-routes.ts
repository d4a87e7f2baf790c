import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, gt, isNull, sql } from 'drizzle-orm';
import { advanceDemoClockBody, demoClock } from '@meridian/contract/admin';
import { envelopeOf } from '@meridian/contract/envelope';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ok } from '../../platform/http.ts';
import { localDay } from '../market/calendar.ts';
import { saveClockAdvance } from '../../platform/demo-time.ts';
import { sessions } from '../auth/tables.ts';
import { audit } from './audit.ts';
import { operatorSessions } from './tables.ts';
import type { AdminService } from './service.ts';

/**
 * The demo's time machine (DEMO=true only; without demo mode the routes answer 404). An
 * operator moves the server's clock forward by whole hours — to show T+1 settlement, an IPO's
 * draw and listing, or money-market income without waiting — and every scheduled job runs once
 * at the new time. The clock never goes back, and each move is in the audit log. Sessions that
 * are still alive move with the clock: nobody waited those hours, so nobody is signed out by them.
 */
export const demoClockRoutes: FastifyPluginAsyncZod<{ ctx: Ctx; admin: AdminService }> = async (app, { ctx, admin }) => {
  const view = () => {
    const now = ctx.clock.now();
    return { now: now.toISOString(), offset_ms: ctx.clock.offset(), trading_day: localDay(now) };
  };
  app.addHook('onRequest', async () => {
    if (!ctx.config.DEMO) throw new AppError('NOT_FOUND');
  });

  app.get('/demo/clock', { config: { permission: 'demo.clock' }, schema: { tags: ['admin'], summary: 'The server clock (demo mode)', response: { 200: envelopeOf(demoClock) } } }, async (req) =>
    ok(req, view()),
  );
  app.post(
    '/demo/clock',
    { config: { permission: 'demo.clock' }, schema: { tags: ['admin'], summary: 'Move the server clock forward (demo mode)', body: advanceDemoClockBody, response: { 200: envelopeOf(demoClock) } } },
    async (req) => {
      const before = ctx.clock.now();
      const ms = req.body.hours * 3600_000;
      const shift = sql`interval '1 hour' * ${req.body.hours}`;
      const offset = await ctx.db.transaction(async (tx) => {
        await tx.update(sessions).set({ expiresAt: sql`${sessions.expiresAt} + ${shift}` }).where(and(gt(sessions.expiresAt, before), isNull(sessions.revokedAt)));
        await tx
          .update(operatorSessions)
          .set({ expiresAt: sql`${operatorSessions.expiresAt} + ${shift}` })
          .where(and(gt(operatorSessions.expiresAt, before), isNull(operatorSessions.revokedAt)));
        await audit(tx, {
          operatorId: req.operator.id,
          action: 'demo.clock_advance',
          target: 'clock',
          detail: { hours: req.body.hours, from: before.toISOString(), to: new Date(before.getTime() + ms).toISOString() },
          ip: req.ip,
          at: before,
        });
        return saveClockAdvance(tx, ms);
      });
      // Only once the sessions have moved: a failed transaction leaves the clock where it was.
      // Every process's clock moves to the saved offset, then the jobs run once, on the leader.
      ctx.clock.advance(ms);
      await ctx.demoTime.moved(offset);
      return ok(req, view(), 'SAVED');
    },
  );
};
