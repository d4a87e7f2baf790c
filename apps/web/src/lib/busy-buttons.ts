import { t } from './i18n.ts';

const BUSY = 'adm-button-loading';
const LABELLED = 'data-busy-label';

function label(button: Element): void {
  const busy = button.classList.contains(BUSY);
  if (busy && !button.hasAttribute('aria-label') && !button.textContent?.trim()) {
    button.setAttribute('aria-label', t('common.loading'));
    button.setAttribute(LABELLED, '');
  } else if (!busy && button.hasAttribute(LABELLED)) {
    button.removeAttribute('aria-label');
    button.removeAttribute(LABELLED);
  }
}

/**
 * antd-mobile's Button shows only three dots while `loading` (its text is gone), which leaves a
 * screen reader a nameless button. This names such a button "Loading" while it is busy, on
 * every screen at once, and takes the name away again after.
 */
export function nameBusyButtons(root: HTMLElement = document.body): void {
  new MutationObserver((changes) => {
    for (const change of changes) {
      const target = change.target;
      if (change.type === 'attributes' && target instanceof Element && target.classList.contains('adm-button')) label(target);
      for (const node of change.addedNodes) {
        if (node instanceof Element) for (const button of node.querySelectorAll(`.${BUSY}`)) label(button);
      }
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}
