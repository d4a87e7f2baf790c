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

  it('says so when the list is empty and there is nothing more to load', async () => {
    await mount(<RefreshList<Entry> items={[]} keyOf={(e) => e.id} renderItem={(e) => e.text} emptyTitle="No orders" />);
    expect(document.body.textContent).toContain('No orders');
  });
});
