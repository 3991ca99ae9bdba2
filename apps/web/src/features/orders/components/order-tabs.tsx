import type { TOrderDetail } from '@sankalp/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentPanel, ShippingPanel, SummaryPanel, TrackingPanel } from './order-panels.tsx';
import styles from './order-details.module.css';

const TABS = ['summary', 'shipping', 'tracking', 'payment'] as const;
type Tab = (typeof TABS)[number];

/** The four tabs of spec §2, as a WAI-ARIA tab list (arrow keys, Home and End move between tabs). */
export function OrderTabs({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const [active, setActive] = useState<Tab>('summary');
  const base = useId();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- arrow keys are handled here, focus sits on the tabs (WAI-ARIA tabs pattern) */}
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabList} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${base}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${active}-panel`} aria-labelledby={`${base}-${active}-tab`} tabIndex={0} className={styles.panel}>
        {active === 'summary' && <SummaryPanel order={order} />}
        {active === 'shipping' && <ShippingPanel order={order} />}
        {active === 'tracking' && <TrackingPanel order={order} />}
        {active === 'payment' && <PaymentPanel order={order} />}
      </div>
    </div>
  );
}
