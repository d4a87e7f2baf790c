import type { NewsCategory } from '@meridian/contract/news';
import type { Db } from '../../db/client.ts';
import { newsArticles } from './tables.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

/**
 * Demo articles written for this project: explainers in the four categories, with no figures
 * presented as current facts and no quotes from real people. Each is flagged `is_sample` and
 * its title starts with "[Sample]", so no reader can take one for real news.
 */
type Sample = { key: string; category: NewsCategory; title: string; summary: string; body: string };

const SOURCE = 'Meridian sample content';

const SAMPLES: Sample[] = [
  {
    key: 'domestic-pmi',
    category: 'domestic',
    title: '[Sample] Factory survey edges up as new orders recover',
    summary: 'A purchasing managers’ survey is one of the earliest monthly signals of how industry is doing. Here is how to read it.',
    body: `<p>Purchasing managers’ indices (PMIs) ask factory buyers whether output, new orders, employment and stocks rose or fell over the month. A reading above 50 means more firms reported growth than decline.</p>
<h3>Why markets watch it</h3>
<p>The survey arrives weeks before official production data, so it often moves expectations for growth, company earnings and interest rates.</p>
<ul><li>New orders hint at production in the coming months.</li><li>Input prices give an early view of cost pressure.</li><li>Employment shows whether firms are hiring.</li></ul>
<p>A single month can be noisy: compare the trend over several releases before drawing conclusions.</p>`,
  },
  {
    key: 'domestic-rates',
    category: 'domestic',
    title: '[Sample] How a central bank rate decision reaches household savings',
    summary: 'Policy rates feed into deposit rates, loan rates and share valuations, each at its own speed.',
    body: `<p>When a central bank changes its policy rate, banks adjust what they pay on deposits and charge on loans, usually over weeks rather than days.</p>
<h3>Effects on investors</h3>
<ul><li>Money-market products tend to follow the policy rate closely.</li><li>Higher rates make future company profits worth less today, which can weigh on share prices.</li><li>Sectors that borrow heavily feel changes in financing costs first.</li></ul>
<p>Rate decisions are usually announced with a statement; the reasoning in it often matters more to markets than the decision itself.</p>`,
  },
  {
    key: 'domestic-retail',
    category: 'domestic',
    title: '[Sample] Retail sales: what the monthly figures do and do not tell you',
    summary: 'Consumer spending is a large part of the economy, but headline retail numbers need context.',
    body: `<p>Monthly retail sales measure the value of goods sold by shops and online sellers. Because they are reported in money terms, rising prices can make sales look stronger than the volume of goods bought.</p>
<p>Holidays, weather and the timing of promotions shift spending between months, so analysts look at seasonally adjusted figures and at rolling averages.</p>
<blockquote>Compare like with like: the same month a year earlier is often a better benchmark than the month before.</blockquote>`,
  },
  {
    key: 'foreign-fx',
    category: 'foreign',
    title: '[Sample] Why exchange rates move when interest rates diverge',
    summary: 'Differences in interest rates between economies are one of the main forces behind currency moves.',
    body: `<p>Money tends to flow towards currencies that pay higher interest, other things being equal. When one central bank raises rates while another holds, the first currency often strengthens.</p>
<h3>What this means for listed companies</h3>
<ul><li>Exporters can gain when their home currency weakens, as their goods become cheaper abroad.</li><li>Importers and firms with foreign-currency debt can see costs rise.</li></ul>
<p>Currency markets also react to growth prospects, trade balances and risk appetite, so interest rates are only part of the picture.</p>`,
  },
  {
    key: 'foreign-shipping',
    category: 'foreign',
    title: '[Sample] Shipping costs and global trade: a primer',
    summary: 'Freight rates are a window into global demand and supply-chain strain.',
    body: `<p>The cost of moving a container between major ports rises when demand for goods is strong or when routes are disrupted, and falls when new ships arrive or demand cools.</p>
<p>For companies, freight is an input cost: retailers and manufacturers that rely on imported parts feel changes in shipping rates in their margins, usually with a delay of a few months.</p>
<p>Freight indices are published regularly by industry bodies; they are volatile, so single readings should be treated with care.</p>`,
  },
  {
    key: 'market-limits',
    category: 'market',
    title: '[Sample] Understanding daily price limits',
    summary: 'On this market a share can move only so far in one day. Here is how the limits work in this app.',
    body: `<p>Each share has a daily price band around the previous day’s close. In this app the band is ±10% for most shares and ±20% for codes starting with 300 or 688, as set in the market rules.</p>
<h3>What happens at the limit</h3>
<ul><li>Orders beyond the band are not accepted.</li><li>A share can trade at its limit price all day if buyers or sellers dominate.</li></ul>
<p>Price limits slow down moves but do not remove risk: a share that closes at its limit may open near it again the next day.</p>`,
  },
  {
    key: 'market-t1',
    category: 'market',
    title: '[Sample] T+1: why shares bought today can be sold tomorrow',
    summary: 'Settlement rules decide when a purchase becomes yours to sell.',
    body: `<p>Under the T+1 rule, shares bought on a trading day can be sold from the next trading day onwards. Shares already held before today can be sold at any time during trading hours.</p>
<p>The rule affects short-term strategies: a position opened in the morning cannot be closed in the afternoon of the same day, whatever the price does.</p>
<p>The order ticket in this app shows how many shares are available to sell today.</p>`,
  },
  {
    key: 'market-index',
    category: 'market',
    title: '[Sample] Index rebalancing: what happens when a stock joins an index',
    summary: 'Index changes can bring large, predictable trades. A short explainer.',
    body: `<p>Index providers review their member lists on a fixed schedule. When a company is added, funds that track the index must buy its shares; when one is removed, they must sell.</p>
<p>Because the dates are announced in advance, some of the expected buying or selling is often reflected in the price before the change takes effect.</p>
<p>Rebalancing says nothing about a company’s prospects on its own: it follows rules about size, liquidity and free float.</p>`,
  },
  {
    key: 'company-earnings',
    category: 'company',
    title: '[Sample] Reading an earnings announcement: revenue, margins and guidance',
    summary: 'Three parts of a results statement that tend to matter most to the share price.',
    body: `<p>A results announcement reports what a company sold, what it kept as profit and, often, what it expects next.</p>
<ol><li><strong>Revenue</strong>: growth compared with the same period a year earlier.</li><li><strong>Margins</strong>: how much of each unit of sales becomes profit, and whether that share is rising.</li><li><strong>Guidance</strong>: management’s outlook, which markets compare with their own expectations.</li></ol>
<p>Share prices often react more to guidance than to the past quarter, because the past is already partly known.</p>`,
  },
  {
    key: 'company-buyback',
    category: 'company',
    title: '[Sample] What a share buyback means for existing shareholders',
    summary: 'Buying back shares returns cash to investors in a different way from dividends.',
    body: `<p>In a buyback a company purchases its own shares on the market and usually cancels them. Each remaining share then represents a slightly larger part of the business.</p>
<ul><li>Buybacks are flexible: a company can slow or stop them more easily than it can cut a dividend.</li><li>They are most useful to shareholders when the shares are bought below their long-term value.</li></ul>
<p>Check the announcement for the maximum amount, the period and how the purchase will be funded.</p>`,
  },
];

export const SAMPLE_COUNT = SAMPLES.length;

/**
 * Adds the sample articles that are not there yet (by their key), published, a few hours apart
 * so the list has an order. Safe on every start; an operator's edits to a sample are kept.
 * Called by main.ts in demo mode only.
 */
export async function seedSampleNews(db: Db, now: Date): Promise<number> {
  const rows = SAMPLES.map((s, i) => {
    const at = new Date(now.getTime() - (i + 1) * 5 * 3600_000);
    return {
      category: s.category,
      title: s.title,
      summary: s.summary,
      bodyHtml: sanitizeArticleHtml(s.body),
      source: SOURCE,
      status: 'published',
      publishedAt: at,
      isSample: true,
      sampleKey: s.key,
      createdAt: at,
      updatedAt: at,
    };
  });
  const added = await db.insert(newsArticles).values(rows).onConflictDoNothing({ target: newsArticles.sampleKey }).returning({ id: newsArticles.id });
  return added.length;
}
