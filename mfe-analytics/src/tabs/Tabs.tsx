import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tab-keys';
import styles from './Tabs.module.css';

export interface TabDef<Id extends string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  label: string;
  tabs: readonly TabDef<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}

/** Tabs with automatic activation: arrow keys move focus and select, as the ARIA pattern recommends when panels load quickly. */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: Props<Id>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(e.key, index, tabs.length);
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onSelect(tabs[next]!.id);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, i) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`analytics-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`analytics-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`analytics-panel-${selected}`}
        aria-labelledby={`analytics-tab-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the tab order when it holds no focusable content first.
        tabIndex={0}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
