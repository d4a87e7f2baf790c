import { describe, expect, it } from 'vitest';
import { mount, useScreenTests } from '../test/screen.tsx';
import { RefreshList } from './refresh-list.tsx';

useScreenTests();

type Entry = { id: number; text: string };

describe('refresh-list', () => {
  it('shows a record once when two pages read at different moments both hold it', async () => {
    // Page 1 was read as 5, 4, 3; then 6 was added, and page 2 (read by number) starts again at 3.
    const items: Entry[] = [5, 4, 3, 3, 2, 1].map((id) => ({ id, text: `entry ${id}` }));
    await mount(<RefreshList items={items} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} />);
    const shown = [...document.querySelectorAll('[data-testid="entry"]')].map((el) => el.textContent);
    expect(shown).toEqual(['entry 5', 'entry 4', 'entry 3', 'entry 2', 'entry 1']);
  });

  it('shows such a record where it first came, as the later read has it', async () => {
    // Order 3 was read open on page 1 and filled by the time page 2 was read.
    const items: Entry[] = [
      { id: 4, text: 'order 4 open' },
      { id: 3, text: 'order 3 open' },
      { id: 3, text: 'order 3 filled' },
      { id: 2, text: 'order 2 filled' },
    ];
    await mount(<RefreshList items={items} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} />);
    const shown = [...document.querySelectorAll('[data-testid="entry"]')].map((el) => el.textContent);
    expect(shown).toEqual(['order 4 open', 'order 3 filled', 'order 2 filled']);
  });

  it('says so when the list is empty and there is nothing more to load', async () => {
    await mount(<RefreshList<Entry> items={[]} keyOf={(e) => e.id} renderItem={(e) => e.text} emptyTitle="No orders" />);
    expect(document.body.textContent).toContain('No orders');
  });
});
