import type { KeyboardEvent, ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: string;
}

export interface TabsProps {
  items: TabItem[];
  value: string;
  onChange: (key: string) => void;
  ariaLabel: string;
  /** Unique per page: builds the tab and panel ids that link the two. */
  idPrefix: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * A tab bar that scrolls horizontally when the tabs do not fit; selection follows focus.
 * @example
 * <Tabs items={tabs} value={tab} onChange={setTab} ariaLabel="Card type" idPrefix="card" />
 * <TabPanel idPrefix="card" tabKey={tab}>…</TabPanel>
 */
export function Tabs({ items, value, onChange, ariaLabel, idPrefix }: TabsProps) {
  const selected = Math.max(
    0,
    items.findIndex((item) => item.key === value),
  );

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const step = STEP[event.key];
    let next: number;
    if (last < 0) return;
    if (step) next = (selected + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    onChange(items[next].key);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={ariaLabel} className="tabs" onKeyDown={handleKeyDown}>
      {items.map((item, i) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === value}
          aria-controls={`${idPrefix}-panel-${item.key}`}
          tabIndex={i === selected ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  tabKey: string;
  className?: string;
  children?: ReactNode;
}

/** The content of one tab; render the selected one (unselected tabs may point at absent panels). */
export function TabPanel({ idPrefix, tabKey, className, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${tabKey}`}
      aria-labelledby={`${idPrefix}-tab-${tabKey}`}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
