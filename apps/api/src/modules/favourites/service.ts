import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_GROUP_NAME,
  FAVOURITE_GROUPS_MAX,
  FAVOURITES_MAX,
  type FavouriteGroup,
  type FavouriteItem,
} from '@meridian/contract/favourites';
import type { Ctx } from '../../platform/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { favouriteGroups, favourites } from './tables.ts';

export type FavouritesDeps = {
  /** Whether an instrument with this code exists (the market module answers). */
  isKnownCode: (code: string) => boolean;
};

type GroupRow = typeof favouriteGroups.$inferSelect;
type FavouriteRow = typeof favourites.$inferSelect;

const notFound = () => new AppError('NOT_FOUND');

/**
 * Favourite stocks in per-user groups. Every query is scoped by the caller's user id, so another
 * user's group id or code simply is not found. Changes run in a transaction that first locks
 * the user's default group: that serialises one user's changes, so the limits hold even when
 * requests race.
 */
export function createFavouritesService(ctx: Ctx, deps: FavouritesDeps) {
  const { db, clock } = ctx;

  async function ensureDefault(exec: Db | Tx, userId: number): Promise<void> {
    await exec
      .insert(favouriteGroups)
      .values({ userId, name: DEFAULT_GROUP_NAME, isDefault: true, createdAt: clock.now() })
      .onConflictDoNothing();
  }

  async function lockDefault(tx: Tx, userId: number): Promise<GroupRow> {
    await ensureDefault(tx, userId);
    const [row] = await tx
      .select()
      .from(favouriteGroups)
      .where(and(eq(favouriteGroups.userId, userId), eq(favouriteGroups.isDefault, true)))
      .for('update');
    if (!row) throw new Error('default favourite group missing after insert');
    return row;
  }

  async function ownGroup(exec: Db | Tx, userId: number, groupId: number): Promise<GroupRow> {
    const [row] = await exec
      .select()
      .from(favouriteGroups)
      .where(and(eq(favouriteGroups.id, groupId), eq(favouriteGroups.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  async function nameTaken(tx: Tx, userId: number, name: string, exceptId = 0): Promise<boolean> {
    const [row] = await tx
      .select({ id: favouriteGroups.id })
      .from(favouriteGroups)
      .where(and(eq(favouriteGroups.userId, userId), sql`lower(${favouriteGroups.name}) = lower(${name})`, ne(favouriteGroups.id, exceptId)));
    return row !== undefined;
  }

  async function userRows(userId: number): Promise<FavouriteRow[]> {
    return db.select().from(favourites).where(eq(favourites.userId, userId)).orderBy(asc(favourites.id));
  }

  function groupIdsByCode(rows: FavouriteRow[]): Map<string, number[]> {
    const map = new Map<string, number[]>();
    for (const r of rows) map.set(r.code, [...(map.get(r.code) ?? []), r.groupId]);
    return map;
  }

  const toGroup = (g: GroupRow, n: number): FavouriteGroup => ({
    id: g.id,
    name: g.name,
    is_default: g.isDefault,
    count: n,
    created_at: g.createdAt.toISOString(),
  });

  async function listGroups(userId: number): Promise<FavouriteGroup[]> {
    await ensureDefault(db, userId);
    const rows = await db
      .select({ group: favouriteGroups, n: count(favourites.id) })
      .from(favouriteGroups)
      .leftJoin(favourites, eq(favourites.groupId, favouriteGroups.id))
      .where(eq(favouriteGroups.userId, userId))
      .groupBy(favouriteGroups.id)
      .orderBy(desc(favouriteGroups.isDefault), asc(favouriteGroups.id));
    return rows.map((r) => toGroup(r.group, r.n));
  }

  async function createGroup(userId: number, name: string): Promise<FavouriteGroup> {
    return db.transaction(async (tx) => {
      await lockDefault(tx, userId);
      const [groups] = await tx.select({ n: count() }).from(favouriteGroups).where(eq(favouriteGroups.userId, userId));
      if ((groups?.n ?? 0) >= FAVOURITE_GROUPS_MAX) throw new AppError('FAVOURITE_GROUP_LIMIT', { max: FAVOURITE_GROUPS_MAX });
      if (await nameTaken(tx, userId, name)) throw new AppError('FAVOURITE_GROUP_NAME_TAKEN', {}, 409);
      const [row] = await tx.insert(favouriteGroups).values({ userId, name, createdAt: clock.now() }).returning();
      return toGroup(row!, 0);
    });
  }

  async function renameGroup(userId: number, groupId: number, name: string): Promise<FavouriteGroup> {
    return db.transaction(async (tx) => {
      await lockDefault(tx, userId);
      const group = await ownGroup(tx, userId, groupId);
      if (group.isDefault) throw new AppError('FAVOURITE_DEFAULT_GROUP');
      if (await nameTaken(tx, userId, name, groupId)) throw new AppError('FAVOURITE_GROUP_NAME_TAKEN', {}, 409);
      const [row] = await tx.update(favouriteGroups).set({ name }).where(eq(favouriteGroups.id, groupId)).returning();
      const [n] = await tx.select({ n: count() }).from(favourites).where(eq(favourites.groupId, groupId));
      return toGroup(row!, n?.n ?? 0);
    });
  }

  /** Deletes a group; its codes move to the default group (those already there stay once). */
  async function deleteGroup(userId: number, groupId: number): Promise<{ moved: number }> {
    return db.transaction(async (tx) => {
      const def = await lockDefault(tx, userId);
      const group = await ownGroup(tx, userId, groupId);
      if (group.isDefault) throw new AppError('FAVOURITE_DEFAULT_GROUP');
      // created_at is carried over so the moved codes keep their place in "order added".
      const moved = await tx.execute(sql`
        INSERT INTO favourites (user_id, group_id, code, created_at)
        SELECT user_id, ${def.id}, code, created_at FROM favourites WHERE group_id = ${groupId} ORDER BY id
        ON CONFLICT DO NOTHING RETURNING id`);
      await tx.delete(favouriteGroups).where(eq(favouriteGroups.id, groupId));
      // Raw execute answers the driver's own result; both drivers put the rows in `rows`.
      return { moved: (moved as { rows: unknown[] }).rows.length };
    });
  }

  async function add(userId: number, code: string, groupId?: number): Promise<FavouriteItem> {
    if (!deps.isKnownCode(code)) throw new AppError('UNKNOWN_CODE', { code }, 404);
    const targetId = await db.transaction(async (tx) => {
      const def = await lockDefault(tx, userId);
      const target = groupId === undefined ? def : await ownGroup(tx, userId, groupId);
      const [present] = await tx
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(eq(favourites.groupId, target.id), eq(favourites.code, code)));
      if (present) return target.id;
      const [total] = await tx.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
      if ((total?.n ?? 0) >= FAVOURITES_MAX) throw new AppError('FAVOURITE_LIMIT', { max: FAVOURITES_MAX });
      await tx.insert(favourites).values({ userId, groupId: target.id, code, createdAt: clock.now() });
      return target.id;
    });
    const rows = (await userRows(userId)).filter((r) => r.code === code);
    const added = rows.find((r) => r.groupId === targetId) ?? rows[0];
    return { code, group_ids: rows.map((r) => r.groupId), added_at: (added?.createdAt ?? clock.now()).toISOString() };
  }

  /** From one group, or (no group) from every group of this user. Removing what is not there is no error. */
  async function remove(userId: number, code: string, groupId?: number): Promise<{ removed: number }> {
    if (groupId !== undefined) await ownGroup(db, userId, groupId);
    const where = and(eq(favourites.userId, userId), eq(favourites.code, code), groupId === undefined ? undefined : eq(favourites.groupId, groupId));
    const gone = await db.delete(favourites).where(where).returning({ id: favourites.id });
    return { removed: gone.length };
  }

  /** One group's codes, or every code once (at its first addition); oldest first. */
  async function list(userId: number, groupId?: number) {
    if (groupId !== undefined) await ownGroup(db, userId, groupId);
    const rows = await userRows(userId);
    const groupsOf = groupIdsByCode(rows);
    const seen = new Set<string>();
    const items: FavouriteItem[] = [];
    for (const r of rows) {
      if (groupId !== undefined ? r.groupId !== groupId : seen.has(r.code)) continue;
      seen.add(r.code);
      items.push({ code: r.code, group_ids: groupsOf.get(r.code) ?? [], added_at: r.createdAt.toISOString() });
    }
    return { list: items, total: items.length, max: FAVOURITES_MAX };
  }

  async function check(userId: number, code: string) {
    const rows = await db
      .select({ groupId: favourites.groupId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.code, code)))
      .orderBy(asc(favourites.id));
    return { code, favourite: rows.length > 0, group_ids: rows.map((r) => r.groupId) };
  }

  return { listGroups, createGroup, renameGroup, deleteGroup, add, remove, list, check };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
