import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const paths = async () => {
  vi.resetModules();
  const { ROUTES } = await import('./routes.tsx');
  return ROUTES.map((r) => r.path);
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('developer pages', () => {
  it('are in the route table of a development build', async () => {
    vi.stubEnv('DEV', true);
    expect(await paths()).toEqual(expect.arrayContaining(['/test', '/demo']));
  });

  it('are not in the route table of a production build', async () => {
    vi.stubEnv('DEV', false);
    const all = await paths();
    expect(all).not.toContain('/test');
    expect(all).not.toContain('/demo');
    expect(all).toContain('/login');
  });

  // After `npm run build`: the bundle itself holds nothing of the page.
  const assets = path.resolve(import.meta.dirname, '../../dist/assets');
  it.skipIf(!existsSync(assets))('are not in the built bundle', () => {
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(path.join(assets, file), 'utf8');
      expect(text, file).not.toContain('dev-duplicate');
      expect(text, file).not.toContain('/api/dev/duplicate-probe');
    }
  });
});
