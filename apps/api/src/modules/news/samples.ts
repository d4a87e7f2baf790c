import { LANGS } from '@meridian/contract/languages';
import type { Db } from '../../db/client.ts';
import { SAMPLE_ARTICLES } from './sample-texts.ts';
import { newsArticles } from './tables.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

const SOURCE = 'Meridian sample content';

/** Articles per language (each exists once in every language). */
export const SAMPLE_COUNT = SAMPLE_ARTICLES.length;

/**
 * Adds the sample articles (one row per language, sample-texts.ts) that are not there yet (by
 * their key), published, a few hours apart so the list has an order. Safe on every start; an operator's edits to a sample are kept.
 * Called by main.ts in demo mode only.
 */
export async function seedSampleNews(db: Db, now: Date): Promise<number> {
  const rows = SAMPLE_ARTICLES.flatMap((s, i) => {
    const at = new Date(now.getTime() - (i + 1) * 5 * 3600_000);
    return LANGS.map((lang) => {
      const text = s.texts[lang];
      return {
        category: s.category,
        title: text.title,
        summary: text.summary,
        bodyHtml: sanitizeArticleHtml(text.body),
        source: SOURCE,
        status: 'published',
        publishedAt: at,
        isSample: true,
        sampleKey: `${s.key}:${lang}`,
        lang,
        codes: s.codes,
        createdAt: at,
        updatedAt: at,
      };
    });
  });
  const added = await db.insert(newsArticles).values(rows).onConflictDoNothing({ target: newsArticles.sampleKey }).returning({ id: newsArticles.id });
  return added.length;
}
