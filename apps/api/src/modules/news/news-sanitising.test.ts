import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the allowed structure', () => {
    const html = '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>Bold</strong> and <em>em</em></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and event handlers', () => {
    const out = sanitizeArticleHtml('<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.test"></iframe><svg onload="x()"></svg>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps http(s) links only, with rel="noopener nofollow", and keeps the text of the others', () => {
    expect(sanitizeArticleHtml('<a href="https://example.test/a" target="_blank" rel="opener">ok</a>')).toBe('<a href="https://example.test/a" rel="noopener nofollow">ok</a>');
    expect(sanitizeArticleHtml('<a href="http://example.test">plain</a>')).toBe('<a href="http://example.test" rel="noopener nofollow">plain</a>');
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt&#58;alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.test/x', '/relative', 'mailto:a@b.test', 'vbscript:x']) {
      const out = sanitizeArticleHtml(`<p><a href="${href}">text</a></p>`);
      expect(out, href).toBe('<p><a>text</a></p>');
    }
  });

  it('closes a valid link that follows a refused one (the refused one must not change the tag stack)', () => {
    const out = sanitizeArticleHtml('<p><a href="javascript:x">a</a> and <a href="https://e.test">b</a> c</p>');
    expect(out).toBe('<p><a>a</a> and <a href="https://e.test" rel="noopener nofollow">b</a> c</p>');
  });

  it('keeps https images only, with no handlers', () => {
    expect(sanitizeArticleHtml('<img src="https://cdn.example.test/c.png" alt="chart" onerror="alert(1)" width="9" />')).toBe('<img src="https://cdn.example.test/c.png" alt="chart" />');
    for (const src of ['http://cdn.example.test/c.png', 'x', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//cdn.example.test/c.png']) {
      expect(sanitizeArticleHtml(`<p>a<img src="${src}" onerror="alert(1)">b</p>`), src).toBe('<p>ab</p>');
    }
  });

  it('unwraps other tags but keeps their text', () => {
    expect(sanitizeArticleHtml('<h1>Big</h1><div><span>inside</span></div><table><tr><td>cell</td></tr></table>')).toBe('Biginsidecell');
  });
});

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_USERNAME: 'news_op', OPERATOR_PASSWORD: 'Operator-pass-2026' });
  await t.services.admin.ensureFirstOperator();
  op = (await operatorLogin(t.app, 'news_op', 'Operator-pass-2026'));
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api/news${url}`, headers: { 'x-admin-token': op, lang: 'en' }, ...(payload ? { payload } : {}) });

describe('articles written by operators', () => {
  it('are stored sanitised on create and on edit, and served as stored', async () => {
    const created = await admin('POST', '', {
      category: 'company',
      title: 'Results',
      summary: 'Quarterly results',
      body_html: '<p>Good<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a>',
      publish: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, body_html } = created.json().data;
    expect(body_html).toBe('<p>Good</p><a>click</a>');
    const edited = await admin('PUT', `/${id}`, { body_html: '<p onmouseover="x()">New</p><a href="https://example.test">src</a>' });
    expect(edited.json().data.body_html).toBe('<p>New</p><a href="https://example.test" rel="noopener nofollow">src</a>');
    const pub = (await t.app.inject({ method: 'GET', url: `/api/news/${id}` })).json().data;
    expect(pub.body_html).toBe('<p>New</p><a href="https://example.test" rel="noopener nofollow">src</a>');
  });

  it('refuse a body that sanitises to nothing, creating nothing', async () => {
    const before = (await admin('GET', '?size=100')).json().data.total;
    const res = await admin('POST', '', { category: 'market', title: 'Empty', body_html: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', msg: 'Please check these fields: body_html' });
    expect((await admin('GET', '?size=100')).json().data.total).toBe(before);
  });
});
