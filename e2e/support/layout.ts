import type { Page } from '@playwright/test';

/**
 * Text pushed off the screen or out of its box: elements holding text whose box passes their
 * parent's edges by more than a few pixels, or the screen's. Left out: what a sideways-scrolling
 * container holds (a strip of tabs or favourites goes on past the edge by design), text cut on
 * purpose with an ellipsis by its parent, and boxes placed on their own (absolute or fixed:
 * badges, overlays). Either way, a reader cannot see the whole of such text.
 */
export async function textOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK_PX = 8;
    const width = window.innerWidth;
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const parent = el.parentElement;
      if (!parent || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'absolute' || style.position === 'fixed') continue;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      let inScroller = false;
      for (let p: Element | null = parent; p && !inScroller; p = p.parentElement) inScroller = scrolls(p);
      if (inScroller || getComputedStyle(parent).textOverflow === 'ellipsis') continue;
      const outer = parent.getBoundingClientRect();
      const pastParent = box.right > outer.right + SLACK_PX || box.left < outer.left - SLACK_PX;
      const pastScreen = box.right > width + 1 || box.left < -1;
      if (pastParent || pastScreen) {
        found.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${el.textContent.trim().slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}
