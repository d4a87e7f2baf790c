
import { createSealer, isSealed, newFileKey } from '../../platform/sealed-files.ts';
import { keptSecret } from '../../platform/kept-secret.ts';
import {
  isValidDocumentNumber,
  maskDocumentNumber,
  type AdminIdentity,
  type IdentityDetail,
  type IdentityState,
  type IdType,
} from '@meridian/contract/identity';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { newFileName, sniffImage } from '../../platform/uploads.ts';
import { audit } from '../admin/audit.ts';
import type { MessagesService } from '../messages/service.ts';
import * as repo from './repo.ts';
import type { AdminRow, Decided, Row } from './repo.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';

/** One uploaded photo, read whole by the route (bounded by IDENTITY_IMAGE_MAX_BYTES). */
export type IdentityImage = { data: Buffer };
export type Submission = { realName: string; idType: IdType; idNumber: string; front: IdentityImage; back: IdentityImage };
import type { OperatorAct } from '../admin/operator-act.ts';
export type { OperatorAct };

export const userImageUrl = (file: string) => `/api/identity/images/${file}`;
export const adminImageUrl = (file: string) => `/admin/api/identity/images/${file}`;

function toDetail(row: Row | undefined): IdentityDetail {
  if (!row) {
    return { state: 'none', id: null, real_name: null, id_type: null, id_number_masked: null, reason: null, submitted_at: null, reviewed_at: null, front_url: null, back_url: null, can_submit: true };
  }
  return {
    state: row.state as Decided,
    id: row.id,
    real_name: row.realName,
    id_type: row.idType as IdType,
    id_number_masked: maskDocumentNumber(row.idNumber),
    reason: row.state === 'rejected' ? row.reason : null,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    front_url: userImageUrl(row.frontFile),
    back_url: userImageUrl(row.backFile),
    can_submit: row.state === 'rejected',
  };
}

function toAdmin({ row, username, reviewer }: AdminRow): AdminIdentity {
  return {
    id: row.id,
    user: { id: row.userId, username },
    state: row.state as Decided,
    real_name: row.realName,
    id_type: row.idType as IdType,
    id_number: row.idNumber,
    front_url: adminImageUrl(row.frontFile),
    back_url: adminImageUrl(row.backFile),
    reason: row.reason,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by: reviewer,
  };
}

/**
 * Real-name verification: submissions, the operators' decisions and the answer other modules
 * ask for ("is this user verified, under which name?"). Photos go to the file store (area
 * `identity`: DATA_DIR/identity/ on PGlite, the database on PostgreSQL), outside anything served
 * statically, and are handed out only by the two image routes. They are stored encrypted
 * (AES-256-GCM, platform/sealed-files.ts) and decrypted only to answer those routes.
 */
/** How long this process remembers that a user is verified (see verifiedName). */
export const APPROVED_CACHE_MS = 60_000;

export function createIdentityService(ctx: Ctx, deps: { messages: Pick<MessagesService, 'stage'> }) {
  const { db, clock, config } = ctx;
  const sealer = createSealer(config.FILE_ENCRYPTION_KEY || keptSecret(config.DATA_DIR, 'file-encryption-key', newFileKey));

  /** Decrypts a stored photo for one of the two image routes (older plaintext photos are read as they are). */
  async function readPhoto(file: string) {
    const stored = await ctx.files.get('identity', file);
    return stored && { ...stored, data: sealer.open(file, stored.data) };
  }

  /**
   * Encrypts the photos stored before encryption existed, once; sealed ones are left alone, so
   * running it again (or on two processes at once) does no harm.
   */
  async function sealOlderPhotos(): Promise<number> {
    let sealed = 0;
    for (const name of await ctx.files.list('identity')) {
      const stored = await ctx.files.get('identity', name);
      if (!stored || isSealed(stored.data)) continue;
      await ctx.files.put('identity', name, { ...stored, data: sealer.seal(name, stored.data) });
      sealed += 1;
    }
    return sealed;
  }

  async function status(userId: number): Promise<{ state: IdentityState; real_name?: string; reason?: string }> {
    const row = await repo.latestOfUser(db, userId);
    if (!row) return { state: 'none' };
    const state = row.state as Decided;
    if (state === 'rejected') return { state, real_name: row.realName, reason: row.reason ?? '' };
    return { state, real_name: row.realName };
  }

  /**
   * Approved names remembered for APPROVED_CACHE_MS, so that each order does not ask the database.
   * Only the approved state is cached (an approval is final: only pending submissions are
   * decided); "not verified" is always asked afresh, so an approval counts at once.
   */
  const approved = new Map<number, { name: string; until: number }>();
  ctx.caches.register('identity.approved', { drop: (id) => approved.delete(Number(id)), clear: () => approved.clear() });
  async function verifiedName(userId: number): Promise<string | undefined> {
    const hit = approved.get(userId);
    if (hit && hit.until > clock.now().getTime()) return hit.name;
    const name = await repo.approvedName(db, userId);
    if (name === undefined) approved.delete(userId);
    else approved.set(userId, { name, until: clock.now().getTime() + APPROVED_CACHE_MS });
    return name;
  }

  async function requireVerified(userId: number): Promise<string> {
    const name = await verifiedName(userId);
    if (name === undefined) throw new AppError('IDENTITY_REQUIRED');
    return name;
  }

  const detail = async (userId: number): Promise<IdentityDetail> => toDetail(await repo.latestOfUser(db, userId));

  function refuseLive(row: Row | undefined): void {
    if (row?.state === 'pending') throw new AppError('IDENTITY_ALREADY_SUBMITTED');
    if (row?.state === 'approved') throw new AppError('IDENTITY_ALREADY_APPROVED');
  }

  /** Refuses early (before the photos are read) when a submission is pending or approved. */
  const assertCanSubmit = async (userId: number) => refuseLive(await repo.latestOfUser(db, userId));

  function checkImage(image: IdentityImage): { ext: 'jpg' | 'png' | 'webp'; mime: string } {
    if (image.data.length === 0) throw new AppError('FILE_REQUIRED');
    if (image.data.length > config.IDENTITY_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { max: `${Math.round(config.IDENTITY_IMAGE_MAX_BYTES / 1024 / 1024)} MB` });
    const kind = sniffImage(image.data.subarray(0, 16));
    if (!kind) throw new AppError('FILE_TYPE');
    return kind;
  }

  /**
   * A new submission (first one, or after a rejection). Everything is checked before a byte is
   * written; the unique indexes settle races, and the photos of a refused insert are removed.
   */
  async function submit(userId: number, s: Submission): Promise<IdentityDetail> {
    refuseLive(await repo.latestOfUser(db, userId));
    if (!isValidDocumentNumber(s.idType, s.idNumber, clock.now())) throw new AppError('IDENTITY_NUMBER_INVALID');
    const frontKind = checkImage(s.front);
    const backKind = checkImage(s.back);
    if (await repo.numberIsLive(db, s.idNumber)) throw new AppError('IDENTITY_DOCUMENT_IN_USE');

    const front = newFileName(frontKind);
    const back = newFileName(backKind);
    try {
      await ctx.files.put('identity', front, { data: sealer.seal(front, s.front.data), mime: frontKind.mime });
      await ctx.files.put('identity', back, { data: sealer.seal(back, s.back.data), mime: backKind.mime });
      const row = await repo.insert(db, { userId, state: 'pending', realName: s.realName, idType: s.idType, idNumber: s.idNumber, frontFile: front, backFile: back, submittedAt: clock.now() });
      return toDetail(row);
    } catch (err) {
      await ctx.files.remove('identity', front);
      await ctx.files.remove('identity', back);
      const constraint = uniqueViolation(err);
      if (constraint === undefined) throw err;
      if (constraint === 'identity_verifications_live_number_key') throw new AppError('IDENTITY_DOCUMENT_IN_USE');
      // The user's own live row won the race (a double tap): answer as the second request would.
      refuseLive(await repo.latestOfUser(db, userId));
      throw new AppError('CONFLICT');
    }
  }

  /** A photo of this user's own submissions, else undefined (the route answers 404). */
  const ownerImage = async (userId: number, file: string) => ((await repo.imageExists(db, file, userId)) ? readPhoto(file) : undefined);
  const operatorImage = async (file: string) => ((await repo.imageExists(db, file)) ? readPhoto(file) : undefined);

  async function queue(state: Decided, page: number, size: number) {
    const { rows, total } = await repo.queuePage(db, state, page, size);
    return { list: rows.map(toAdmin), total, page, size };
  }

  async function adminDetail(id: number) {
    const found = await repo.adminById(db, id);
    if (!found) throw new AppError('NOT_FOUND');
    return { ...toAdmin(found), history: (await repo.adminHistory(db, found.row.userId)).map(toAdmin) };
  }

  /** Decides a pending submission once; the decision, its audit line and the user's notice commit together. */
  async function decide(id: number, to: 'approved' | 'rejected', reason: string | null, by: OperatorAct) {
    const at = clock.now();
    const { row, notice } = await db.transaction(async (tx) => {
      const row = await repo.decidePending(tx, id, { state: to, reason, reviewedAt: at, reviewedBy: by.operatorId });
      if (!row) throw new AppError((await repo.exists(tx, id)) ? 'CONFLICT' : 'NOT_FOUND');
      await audit(tx, {
        operatorId: by.operatorId,
        action: to === 'approved' ? 'identity.approve' : 'identity.reject',
        target: `user:${row.userId}`,
        detail: { verification_id: row.id, ...(reason === null ? {} : { reason }) },
        ip: by.ip,
        at,
      });
      const notice =
        to === 'approved'
          ? await deps.messages.stage(tx, row.userId, 'identity_approved', { real_name: row.realName })
          : await deps.messages.stage(tx, row.userId, 'identity_rejected', { reason: reason ?? '' });
      return { row, notice };
    });
    await ctx.caches.invalidate('identity.approved', row.userId);
    await notice.push();
    return adminDetail(row.id);
  }

  const approve = (id: number, by: OperatorAct) => decide(id, 'approved', null, by);
  const reject = (id: number, reason: string, by: OperatorAct) => decide(id, 'rejected', reason, by);

  /** How many submissions wait for a decision (a back-office badge). */
  const pendingCount = () => repo.countInState(db, 'pending');

  return { status, verifiedName, requireVerified, detail, assertCanSubmit, submit, ownerImage, operatorImage, sealOlderPhotos, queue, adminDetail, approve, reject, pendingCount };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
