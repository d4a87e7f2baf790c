import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUser, createInviteCodeBody, inviteCode, page, pageQuery } from '@meridian/contract/admin';
import { envelopeOf } from '@meridian/contract/envelope';
import { idParams } from '@meridian/contract/ids';
import { eq } from 'drizzle-orm';
import { ok } from '../../platform/http.ts';
import type { Ctx } from '../../platform/context.ts';
import type { AdminService } from '../admin/service.ts';
import { audit } from '../admin/audit.ts';
import { operators } from '../admin/tables.ts';
import { createInviteCode, disableInviteCode, listInviteCodes, toDto } from './invite-codes.ts';
import { listUsers } from './repo.ts';

/** Back-office routes of the auth domain: invitation codes and the user list. */
export const authAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx; admin: AdminService }> = async (app, { ctx, admin }) => {
  const { db, clock } = ctx;
  const operatorName = async (id: number | null) =>
    id === null ? null : ((await db.select({ u: operators.username }).from(operators).where(eq(operators.id, id)))[0]?.u ?? null);

  app.get(
    '/invite-codes',
    { config: { permission: 'settings' }, schema: { tags: ['admin'], querystring: pageQuery, response: { 200: envelopeOf(page(inviteCode)) } } },
    async (req) => ok(req, await listInviteCodes(db, req.query.page, req.query.size, operatorName)),
  );

  app.post(
    '/invite-codes',
    { config: { permission: 'settings' }, schema: { tags: ['admin'], summary: 'Create an invitation code', body: createInviteCodeBody, response: { 200: envelopeOf(inviteCode) } } },
    async (req) => {
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const code = await createInviteCode(tx, req.body, req.operator, now);
        await audit(tx, { operatorId: req.operator.id, action: 'invite_code.create', target: code.code, detail: { max_uses: code.max_uses, expires_at: code.expires_at, note: code.note }, ip: req.ip, at: now });
        return code;
      });
      return ok(req, created, 'SAVED');
    },
  );

  app.post(
    '/invite-codes/:id/disable',
    { config: { permission: 'settings' }, schema: { tags: ['admin'], summary: 'Disable an invitation code', params: idParams, response: { 200: envelopeOf(inviteCode) } } },
    async (req) => {
      const now = clock.now();
      const code = await db.transaction(async (tx) => {
        const disabled = await disableInviteCode(tx, req.params.id, now);
        await audit(tx, { operatorId: req.operator.id, action: 'invite_code.disable', target: disabled.code, ip: req.ip, at: now });
        return disabled;
      });
      return ok(req, toDto(code, await operatorName(code.createdBy)), 'SAVED');
    },
  );

  app.get(
    '/users',
    {
      config: { permission: 'users.read' }, schema: {
        tags: ['admin'],
        querystring: pageQuery.extend({ search: z.string().max(64).default('') }),
        response: { 200: envelopeOf(page(adminUser)) },
      },
    },
    async (req) => {
      const { list, total } = await listUsers(db, req.query.search.trim(), req.query.page, req.query.size);
      return ok(req, {
        list: list.map(({ user, code }) => ({
          id: user.id,
          username: user.username,
          phone: user.phone,
          invite_code: code,
          created_at: user.createdAt.toISOString(),
          disabled: user.disabled,
        })),
        total,
        page: req.query.page,
        size: req.query.size,
      });
    },
  );
};
