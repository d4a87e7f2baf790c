import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { NEWS_CATEGORIES } from './news-rules.ts';

/**
 * News (spec: domestic economy, foreign economy, important stock-market news, company news).
 * Public reading at `/api/news`; operators write at `/admin/api/news`. Bodies are HTML,
 * sanitised by the server when written; every detail carries a disclaimer in the request's language.
 */
export * from './news-rules.ts';
export const newsCategory = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof newsCategory>;

export const NEWS_STATUSES = ['draft', 'published'] as const;
export const newsStatus = z.enum(NEWS_STATUSES);

/** `?category=` (empty) means every category. */
const optionalCategory = z.preprocess((v) => (v === '' ? undefined : v), newsCategory.optional());

/** `code`: only articles about that stock (the quote page's news). */
export const newsListQuery = pageQuery.extend({ category: optionalCategory, code: z.string().regex(/^\d{6}$/).optional() });
export const newsIdParams = z.object({ id: idString });

export const newsItem = z.object({
  id: z.number().int(),
  category: newsCategory,
  title: z.string(),
  summary: z.string(),
  published_at: z.string(),
  source: z.string(),
  /** Written for this project as demo content, not real news: the client shows a "Sample" mark. */
  is_sample: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsPage = page(newsItem);

export const newsDetail = newsItem.extend({
  body_html: z.string(),
  /** "For reference only, not investment advice", in the request's language. */
  disclaimer: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetail>;

// ---- back office ----

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_BODY_MAX = 50_000;

export const adminNewsQuery = pageQuery.extend({
  category: optionalCategory,
  status: z.preprocess((v) => (v === '' ? undefined : v), newsStatus.optional()),
});

export const adminNewsItem = newsItem.extend({
  status: newsStatus,
  /** Set on first publication; kept when unpublished. */
  published_at: z.string().nullable(),
  body_html: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItem>;
export const adminNewsPage = page(adminNewsItem);

const newsFields = {
  category: newsCategory,
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  summary: z.string().trim().max(NEWS_SUMMARY_MAX),
  /** Sanitised on write: p, h2–h4, lists, strong/em, https/http links, blockquote, https images. */
  body_html: z.string().trim().min(1).max(NEWS_BODY_MAX),
  source: z.string().trim().max(100),
};
export const createNewsBody = z.object({
  ...newsFields,
  summary: newsFields.summary.default(''),
  source: newsFields.source.default(''),
  /** Publish at once instead of saving a draft. */
  publish: z.boolean().default(false),
});
export const editNewsBody = z
  .object({
    category: newsFields.category.optional(),
    title: newsFields.title.optional(),
    summary: newsFields.summary.optional(),
    body_html: newsFields.body_html.optional(),
    source: newsFields.source.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });
