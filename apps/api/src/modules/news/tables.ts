import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from '../admin/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** News articles. `body_html` is stored already sanitised; the public sees `published` ones only. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    source: text('source').notNull().default(''),
    status: text('status').notNull().default('draft'),
    /** Stamped on first publication, kept through unpublish/publish so an edit does not jump the list. */
    publishedAt: at('published_at'),
    isSample: boolean('is_sample').notNull().default(false),
    /** Stable key of a shipped sample article, so seeding twice adds nothing. */
    sampleKey: text('sample_key'),
    /** The article's language; null = shown in every language (operators' articles). */
    lang: text('lang'),
    /** Stock codes the article is about, space-separated ('' = none): the quote page's news. */
    codes: text('codes').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('news_articles_category_ck', sql`${t.category} IN ('domestic', 'foreign', 'market', 'company')`),
    check('news_articles_status_ck', sql`${t.status} IN ('draft', 'published')`),
    uniqueIndex('news_articles_sample_key').on(t.sampleKey),
    index('news_articles_public_idx').on(t.status, t.category, t.publishedAt),
  ],
);
