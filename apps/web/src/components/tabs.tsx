import 'antd-mobile/es/components/tabs/tabs.css';
import { isValidElement, type KeyboardEvent, type ReactElement, type ReactNode, useEffect, useRef } from 'react';

type TabProps = { title: ReactNode; children?: ReactNode };

/** One tab of `Tabs`: its title, and optionally its pane (shown while it is active). */
function Tab(_props: TabProps): null {
  return null;
}

type Props = {
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
  /** The tabs keep their own widths and the strip scrolls, however few they are (a strip beside a button). */
  scroll?: boolean;
  children: ReactNode;
};

/** The `Tabs.Tab` elements among `children` (arrays from `map` included), in order. */
function panesOf(children: ReactNode): ReactElement<TabProps>[] {
  const panes: ReactElement<TabProps>[] = [];
  const walk = (node: ReactNode) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isValidElement<TabProps>(node) && node.type === Tab) panes.push(node);
  };
  walk(children);
  return panes;
}

/**
 * Up to this many tabs share the strip's width equally and a long label wraps (app.css, "tabs-fit"):
 * "Από χρεόγραφα σε τράπεζα" beside its pair on a 390 px phone. More tabs scroll, as do those
 * given `scroll`.
 */
const FIT_MAX = 5;

/** Which edges of the tab strip hide tabs (the fade masks show there). */
function updateMasks(header: HTMLElement, list: HTMLElement): void {
  header.dataset['maskLeft'] = String(list.scrollLeft > 0);
  header.dataset['maskRight'] = String(Math.ceil(list.scrollLeft + list.clientWidth) < list.scrollWidth);
}

/**
 * A strip of tabs with antd-mobile's look (its style sheet and class names, which the screens'
 * styles address) and the same props as its `Tabs`, without its animation library: the active
 * line is drawn by CSS under the active tab (app.css, "Tabs"), the strip scrolls the active tab into view,
 * and the fade masks follow the scroll position. antd-mobile's Tabs brought react-spring (16.6 KB
 * gzip) into every tabbed screen's first load, and measured the tabs in a layout effect on mount.
 * Keyboard: the arrow keys move between tabs (the tab list has one tab stop).
 */
export function Tabs({ activeKey, onChange, className, scroll = false, children }: Props) {
  const panes = panesOf(children);
  const header = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterChange = useRef(false);
  // A pane, once shown, stays mounted (hidden) when another tab is chosen, as antd-mobile's did.
  const shown = useRef(new Set<string>()).current;
  shown.add(activeKey);

  const fits = !scroll && panes.length <= FIT_MAX;
  const active = useRef(activeKey);
  active.current = activeKey;
  const placed = useRef(false);

  /** The active tab in view, centred, where the strip scrolls. */
  const centre = (behavior: ScrollBehavior) => {
    const l = list.current;
    const tab = tabs.current.get(active.current);
    if (fits || !l || !tab || l.scrollWidth <= l.clientWidth) return;
    const wrapper = tab.parentElement ?? tab;
    const left = wrapper.offsetLeft - (l.clientWidth - wrapper.offsetWidth) / 2;
    l.scrollTo({ left: Math.max(0, left), behavior });
  };

  // After layout (a ResizeObserver calls back once it is done): the masks, and the first placing
  // of the active tab. Measured in an effect, the strip forced the new screen's whole first style
  // and layout pass into the task that ran the effects (35 ms of an 83 ms task on /market, in a
  // trace on a slow machine).
  useEffect(() => {
    const h = header.current;
    const l = list.current;
    if (!h || !l) return;
    if (typeof ResizeObserver === 'undefined') {
      placed.current = true;
      centre('auto');
      return;
    }
    const observer = new ResizeObserver(() => {
      updateMasks(h, l);
      if (placed.current) return;
      placed.current = true;
      centre('auto');
    });
    observer.observe(l);
    return () => observer.disconnect();
  }, []);

  // A later change scrolls the new tab into view; focus follows a change by keyboard.
  useEffect(() => {
    if (focusAfterChange.current) {
      focusAfterChange.current = false;
      tabs.current.get(activeKey)?.focus();
    }
    if (!placed.current) return;
    centre('smooth');
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const keys = panes.map((pane) => String(pane.key));
    const at = keys.indexOf(activeKey);
    const next = keys[(at + (event.key === 'ArrowRight' ? 1 : -1) + keys.length) % keys.length];
    if (next === undefined || next === activeKey) return;
    focusAfterChange.current = true;
    onChange(next);
  };

  const classes = ['adm-tabs', fits ? 'tabs-fit' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div ref={header} className="adm-tabs-header">
        <div className="adm-tabs-header-mask adm-tabs-header-mask-left" />
        <div className="adm-tabs-header-mask adm-tabs-header-mask-right" />
        <div
          ref={list}
          className="adm-tabs-tab-list"
          role="tablist"
          onKeyDown={onKeyDown}
          onScroll={() => header.current && list.current && updateMasks(header.current, list.current)}
        >
          {panes.map((pane) => {
            const key = String(pane.key);
            const active = key === activeKey;
            return (
              <div key={key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
                <button
                  ref={(el) => {
                    if (el) tabs.current.set(key, el);
                    else tabs.current.delete(key);
                  }}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  tabIndex={active ? 0 : -1}
                  className={active ? 'adm-tabs-tab adm-tabs-tab-active' : 'adm-tabs-tab'}
                  onClick={() => {
                    if (!active) onChange(key);
                  }}
                >
                  {pane.props.title}
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {panes.map((pane) => {
        const key = String(pane.key);
        if (pane.props.children === undefined || !shown.has(key)) return null;
        return (
          <div key={key} className="adm-tabs-content" role="tabpanel" hidden={key !== activeKey}>
            {pane.props.children}
          </div>
        );
      })}
    </div>
  );
}

Tabs.Tab = Tab;
