import { OG_SITE_IMAGE_PATH, type Language, type TEventDetail } from '@sankalp/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { bannersQuery } from '../../features/banner/index.ts';
import { offeringListQuery, offeringQuery } from '../../features/chadawa/index.ts';
import { visibilityQuery } from '../../features/config/index.ts';
import { faqsQuery } from '../../features/faq/index.ts';
import { policyQuery } from '../../features/policy/index.ts';
import { pujaListQuery, pujaPageQuery, pujaQuery } from '../../features/puja/index.ts';
import { reviewsQuery } from '../../features/review/index.ts';
import { RequestError } from '../../lib/request.ts';
import { pageTitle } from '../../lib/use-page-title.ts';
import type { PageMatch } from '../routes.tsx';
import { eventMeta } from './event-meta.ts';
import type { PageMeta } from './head.ts';

export type PageContext = { match: PageMatch; pathname: string; language: Language; queryClient: QueryClient; t: TFunction; baseUrl: string };
export type PageData = { status: number; meta: PageMeta; complete: boolean };

/** The queries a page shows: fetched before it renders, so its HTML has them and the browser does not ask again. */
function prefetch({ match, language, queryClient: qc }: PageContext): Promise<unknown>[] {
  const key = match.params.key ?? '';
  const every = [qc.prefetchQuery(visibilityQuery)];
  switch (match.id) {
    case 'landing':
      return [
        ...every,
        qc.prefetchQuery(pujaPageQuery(0, language)),
        qc.prefetchQuery(bannersQuery(language)),
        qc.prefetchQuery(reviewsQuery(language)),
        qc.prefetchQuery(faqsQuery('homepage', language)),
      ];
    case 'pujaList':
      return [
        ...every,
        qc.prefetchInfiniteQuery(pujaListQuery(language)),
        qc.prefetchQuery(reviewsQuery(language)),
        qc.prefetchQuery(faqsQuery('puja', language)),
      ];
    case 'chadawaList':
      return [
        ...every,
        qc.prefetchInfiniteQuery(offeringListQuery(language)),
        qc.prefetchQuery(reviewsQuery(language)),
        qc.prefetchQuery(faqsQuery('offering', language)),
      ];
    case 'pujaDetail':
      return [...every, qc.prefetchQuery(pujaQuery(key, language)), qc.prefetchQuery(reviewsQuery(language))];
    case 'chadawaDetail':
      return [...every, qc.prefetchQuery(offeringQuery(key, language)), qc.prefetchQuery(reviewsQuery(language))];
    case 'policy':
      return [...every, qc.prefetchQuery(policyQuery(language))];
    default:
      return every;
  }
}

/** Not every page's data is needed for its answer: past this, the page is sent and the browser fetches the rest. */
export const PREFETCH_DEADLINE_MS = 2_000;

export async function loadPage(context: PageContext): Promise<PageData> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREFETCH_DEADLINE_MS)));
  await Promise.race([Promise.all(prefetch(context)), deadline]);
  clearTimeout(timer);
  // What did not arrive in time is left to the browser; its requests here stop.
  await context.queryClient.cancelQueries();
  const complete = context.queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');
  return { ...describe(context), complete };
}

const simple = (context: PageContext, title: string | undefined, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  title: pageTitle(title, context.t('common:brand'), context.t('common:tagline')),
  description,
  path: context.pathname,
  image: OG_SITE_IMAGE_PATH,
  imageAlt: context.t('common:brand'),
  type: 'website',
  ...extra,
});

type Described = Omit<PageData, 'complete'>;

/** The 404 page: never indexed, and of no address (PageMeta.path), so every unknown path shares it. */
const notFound = (context: PageContext): Described => ({
  status: 404,
  meta: simple(context, context.t('common:notFound.title'), context.t('pages:meta.notFoundDescription'), { noindex: true, path: null }),
});

function eventPage(context: PageContext, kind: 'puja' | 'chadawa'): Described {
  const key = context.match.params.key ?? '';
  const options = kind === 'puja' ? pujaQuery(key, context.language) : offeringQuery(key, context.language);
  const state = context.queryClient.getQueryState(options.queryKey);
  const event = context.queryClient.getQueryData<TEventDetail | null>(options.queryKey);
  if (event) return { status: 200, meta: eventMeta(event, kind, context.language, context.baseUrl, context.t) };
  // null: the API does not know this event (404). Undefined: it could not be loaded in time (503, retried by crawlers).
  // A key the API refuses as malformed (400, e.g. too long) names no event either.
  const refused = state?.error instanceof RequestError && state.error.reason === 'bad-request';
  if ((state?.status === 'success' && event === null) || refused) return notFound(context);
  // Not 'Page Does Not Exist': the page exists; the browser loads its data.
  return { status: 503, meta: simple(context, context.t('common:noData'), context.t('pages:meta.landingDescription'), { noindex: true }) };
}

function describe(context: PageContext): Described {
  const { t } = context;
  switch (context.match.id) {
    case 'landing':
      return { status: 200, meta: simple(context, undefined, t('pages:meta.landingDescription')) };
    case 'pujaList':
      return { status: 200, meta: simple(context, t('pages:meta.pujaListTitle'), t('pages:meta.pujaListDescription')) };
    case 'chadawaList':
      return { status: 200, meta: simple(context, t('pages:meta.chadawaListTitle'), t('pages:meta.chadawaListDescription')) };
    case 'pujaDetail':
      return eventPage(context, 'puja');
    case 'chadawaDetail':
      return eventPage(context, 'chadawa');
    case 'policy':
      return { status: 200, meta: simple(context, t('pages:policy'), t('pages:meta.policyDescription')) };
    case 'support':
      return { status: 200, meta: simple(context, t('pages:support'), t('pages:meta.supportDescription')) };
    case 'notFound':
      return notFound(context);
    default:
      // The visitor's own pages: their shell only, never indexed.
      return { status: 200, meta: simple(context, t(`pages:${context.match.id}`), t('pages:meta.landingDescription'), { noindex: true }) };
  }
}
