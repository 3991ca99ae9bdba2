import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { EventKind } from '../types.ts';
import { InfiniteEventList, type InfiniteEvents } from './infinite-event-list.tsx';
import type { ReactNode } from 'react';

type Props = { kind: EventKind; query: InfiniteEvents; after?: ReactNode };

/** /puja and /chadawa: heading, the infinite list, then testimonials, FAQs and subscribe (passed in). */
export function EventListPage({ kind, query, after }: Props) {
  const { t } = useTranslation('event');
  const title = kind === 'puja' ? t('list.pujaTitle') : t('list.chadawaTitle');
  usePageTitle(title);
  return (
    <>
      <section className="container" style={{ paddingTop: 28 }} aria-labelledby="list-title">
        <SectionHeading id="list-title" level={1} title={title} subtitle={kind === 'puja' ? t('list.pujaSubtitle') : t('list.chadawaSubtitle')} />
        <InfiniteEventList query={query} kind={kind} />
      </section>
      {after}
    </>
  );
}
