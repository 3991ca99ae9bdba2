import { useRef, type KeyboardEvent } from 'react';
import styles from './event-detail.module.css';

export type SectionTab = { id: string; label: string };

/** ARIA tabs (arrow keys, Home/End) used on phones to switch between the event's sections (CSS shows them up to 768 px). */
export function SectionTabs({ tabs, selected, onSelect, label }: { tabs: SectionTab[]; selected: string; onSelect: (id: string) => void; label: string }) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={styles.tabs} data-section-tabs="">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- arrow keys are handled here, focus sits on the tabs (WAI-ARIA tabs pattern) */}
      <div ref={list} role="tablist" aria-label={label} className={`container ${styles.tabList}`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`section-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </div>
  );
}
