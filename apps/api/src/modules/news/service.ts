import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminNewsItem, NewsCategory, NewsDetail, NewsItem } from '@meridian/contract/news';
import type { Lang } from '@meridian/contract/languages';
import type { Ctx } from '../../platform/context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../admin/audit.ts';
import { newsArticles } from './tables.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { disclaimerIn } from './disclaimer.ts';

type Row = typeof newsArticles.$inferSelect;
type Status = 'draft' | 'published';
type By = { operatorId: number; ip: string };
export type NewsFields = { category: NewsCategory; title: string; summary: string; body_html: string; source: string };

const toItem = (r: Row): NewsItem => ({
  id: r.id,
  category: r.category as NewsCategory,
  title: r.title,
  summary: r.summary,
  published_at: (r.publishedAt ?? r.createdAt).toISOString(),
  source: r.source,
  is_sample: r.isSample,
});

const toAdminItem = (r: Row): AdminNewsItem => ({
  ...toItem(r),
  status: r.status as Status,
  published_at: r.publishedAt?.toISOString() ?? null,
  body_html: r.bodyHtml,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** News: the public reads published articles; operators write them (sanitised, audited). */
export function createNewsService(ctx: Ctx) {
  const { db, clock } = ctx;

  async function pageOf(where: SQL | undefined, page: number, size: number) {
    const rows = await db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(newsArticles).where(where);
    return { rows, total: total?.n ?? 0, page, size };
  }

  /** Published articles in the reader's language (or in every language), of a category or about a stock. */
  async function publicList(category: NewsCategory | undefined, page: number, size: number, lang: Lang = 'en', code?: string) {
    const where = and(
      eq(newsArticles.status, 'published'),
      or(isNull(newsArticles.lang), eq(newsArticles.lang, lang)),
      category ? eq(newsArticles.category, category) : undefined,
      code ? sql`position(${` ${code} `} in ' ' || ${newsArticles.codes} || ' ') > 0` : undefined,
    );
    const { rows, ...rest } = await pageOf(where, page, size);
    return { list: rows.map(toItem), ...rest };
  }

  /** A draft or unpublished article does not exist for the public. */
  async function publicDetail(id: number, lang: Lang): Promise<NewsDetail> {
    const [row] = await db.select().from(newsArticles).where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'published')));
    if (!row) throw new AppError('NOT_FOUND');
    return { ...toItem(row), body_html: row.bodyHtml, disclaimer: disclaimerIn(lang) };
  }

  async function adminList(filter: { category?: NewsCategory | undefined; status?: Status | undefined }, page: number, size: number) {
    const where = and(
      filter.category ? eq(newsArticles.category, filter.category) : undefined,
      filter.status ? eq(newsArticles.status, filter.status) : undefined,
    );
    // Drafts have no publication time: they sort first, newest created first.
    const { rows, ...rest } = await pageOf(where, page, size);
    return { list: rows.map(toAdminItem), ...rest };
  }

  async function find(exec: Tx, id: number): Promise<Row> {
    const [row] = await exec.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function adminGet(id: number): Promise<AdminNewsItem> {
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminItem(row);
  }

  /** Sanitising can leave nothing (a body of only a script): that is a validation failure, not an empty article. */
  function cleanBody(html: string): string {
    const clean = sanitizeArticleHtml(html);
    if (!clean) throw new AppError('VALIDATION_FAILED', { fields: 'body_html' });
    return clean;
  }

  async function create(fields: NewsFields & { publish: boolean }, by: By): Promise<AdminNewsItem> {
    const now = clock.now();
    const bodyHtml = cleanBody(fields.body_html);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsArticles)
        .values({
          category: fields.category,
          title: fields.title,
          summary: fields.summary,
          bodyHtml,
          source: fields.source,
          status: fields.publish ? 'published' : 'draft',
          publishedAt: fields.publish ? now : null,
          createdBy: by.operatorId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const status = fields.publish ? 'published' : 'draft';
      await audit(tx, { operatorId: by.operatorId, action: 'news.create', target: `news:${row!.id}`, detail: { title: fields.title, category: fields.category, status }, ip: by.ip, at: now });
      return toAdminItem(row!);
    });
  }

  async function edit(id: number, fields: Partial<NewsFields>, by: By): Promise<AdminNewsItem> {
    const now = clock.now();
    const bodyHtml = fields.body_html === undefined ? undefined : cleanBody(fields.body_html);
    return db.transaction(async (tx) => {
      await find(tx, id);
      const set = {
        ...(fields.category !== undefined ? { category: fields.category } : {}),
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        ...(fields.summary !== undefined ? { summary: fields.summary } : {}),
        ...(bodyHtml !== undefined ? { bodyHtml } : {}),
        ...(fields.source !== undefined ? { source: fields.source } : {}),
        updatedAt: now,
      };
      const [row] = await tx.update(newsArticles).set(set).where(eq(newsArticles.id, id)).returning();
      const changed = Object.keys(fields).filter((k) => fields[k as keyof NewsFields] !== undefined);
      await audit(tx, { operatorId: by.operatorId, action: 'news.edit', target: `news:${id}`, detail: { fields: changed, title: row!.title }, ip: by.ip, at: now });
      return toAdminItem(row!);
    });
  }

  async function setStatus(id: number, status: Status, by: By): Promise<AdminNewsItem> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const before = await find(tx, id);
      const [row] = await tx
        .update(newsArticles)
        .set({ status, publishedAt: status === 'published' ? (before.publishedAt ?? now) : before.publishedAt, updatedAt: now })
        .where(eq(newsArticles.id, id))
        .returning();
      const action = status === 'published' ? 'news.publish' : 'news.unpublish';
      await audit(tx, { operatorId: by.operatorId, action, target: `news:${id}`, detail: { title: before.title, from: before.status }, ip: by.ip, at: now });
      return toAdminItem(row!);
    });
  }

  return {
    publicList,
    publicDetail,
    adminList,
    adminGet,
    create,
    edit,
    publish: (id: number, by: By) => setStatus(id, 'published', by),
    unpublish: (id: number, by: By) => setStatus(id, 'draft', by),
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
