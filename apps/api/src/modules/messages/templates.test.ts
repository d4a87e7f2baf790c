import { describe, expect, it } from 'vitest';
import { LANGS } from '@meridian/contract/languages';
import { render, TEMPLATES, type TemplateKind } from './templates.ts';

const KINDS = Object.keys(TEMPLATES) as TemplateKind[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message templates', () => {
  it('give every kind a title and a body in all twelve languages, with the same placeholders', () => {
    expect(KINDS).toEqual(expect.arrayContaining(['welcome', 'password_changed', 'pay_password_changed']));
    for (const kind of KINDS) {
      expect(Object.keys(TEMPLATES[kind]).sort(), kind).toEqual([...LANGS].sort());
      const en = TEMPLATES[kind].en;
      for (const lang of LANGS) {
        const text = TEMPLATES[kind][lang];
        expect(text.title.trim(), `${kind}.${lang}`).not.toBe('');
        expect(text.body.trim(), `${kind}.${lang}`).not.toBe('');
        expect(placeholders(text.title), `${kind}.${lang}.title`).toEqual(placeholders(en.title));
        expect(placeholders(text.body), `${kind}.${lang}.body`).toEqual(placeholders(en.body));
        expect(`${text.title} ${text.body}`, `${kind}.${lang}`).not.toMatch(/[!！]/);
        if (lang !== 'en') expect(text.body, `${kind}.${lang} copies English`).not.toBe(en.body);
      }
    }
  });

  it('fill placeholders, show broadcasts as written and unknown kinds plainly', () => {
    expect(render('welcome', { username: 'ada' }, 'en').title).toBe('Welcome to Meridian, ada');
    expect(render('welcome', { username: 'ada' }, 'sv').title).toBe('Välkommen till Meridian, ada');
    expect(render('broadcast', { title: 'Maintenance', body: 'Tonight' }, 'zh_cn')).toEqual({ title: 'Maintenance', body: 'Tonight' });
    expect(render('from_the_future', {}, 'de')).toEqual({ title: 'from_the_future', body: '' });
  });
});
