import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATALOGUE_BANNER_PATH,
  CATALOGUE_BANNERS_ORDER_PATH,
  CATALOGUE_BANNERS_PATH,
  CATALOGUE_FAQ_PATH,
  CATALOGUE_FAQS_ORDER_PATH,
  CATALOGUE_FAQS_PATH,
  CATALOGUE_REVIEW_PATH,
  CATALOGUE_REVIEWS_ORDER_PATH,
  CATALOGUE_REVIEWS_PATH,
  ZCatalogueBannerListResponse,
  ZCatalogueBannerResponse,
  ZCatalogueFaqListResponse,
  ZCatalogueFaqResponse,
  ZCatalogueOkResponse,
  ZCatalogueReviewListResponse,
  ZCatalogueReviewResponse,
  type TCatalogueBanner,
  type TCatalogueBannerInput,
  type TCatalogueFaq,
  type TCatalogueFaqInput,
  type TCatalogueFaqScope,
  type TCatalogueReview,
  type TCatalogueReviewInput,
} from '@sankalp/contract';
import { adminRequest } from '../../../lib/request.ts';

type Schema<T> = { parse: (body: unknown) => { data: T } };

/** List, save (create or replace), delete and reorder of one kind of content. */
function contentHooks<Row extends { id: string }, Input>(
  kind: string,
  paths: { list: string; one: string; order: string },
  schemas: { list: Schema<Row[]>; one: Schema<Row> },
) {
  const key = ['catalogue', kind] as const;
  const onePath = (id: string) => paths.one.replace(':id', encodeURIComponent(id));
  return {
    useList: (query?: Record<string, string>) =>
      useQuery({ queryKey: [...key, query ?? {}], queryFn: ({ signal }) => adminRequest(paths.list, { schema: schemas.list, query, signal }) }),
    useSave: () => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
          id
            ? adminRequest(onePath(id), { method: 'PUT', body: input, schema: schemas.one })
            : adminRequest(paths.list, { method: 'POST', body: input, schema: schemas.one }),
        onSuccess: () => qc.invalidateQueries({ queryKey: key }),
      });
    },
    useDelete: () => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => adminRequest(onePath(id), { method: 'DELETE', schema: ZCatalogueOkResponse }),
        onSuccess: () => qc.invalidateQueries({ queryKey: key }),
      });
    },
    useReorder: () => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (body: { ids: string[]; scope?: TCatalogueFaqScope }) => adminRequest(paths.order, { method: 'PUT', body, schema: schemas.list }),
        onSuccess: () => qc.invalidateQueries({ queryKey: key }),
      });
    },
  };
}

export type ContentApi<Row extends { id: string }, Input> = ReturnType<typeof contentHooks<Row, Input>>;

export const bannerApi = contentHooks<TCatalogueBanner, TCatalogueBannerInput>(
  'banners',
  { list: CATALOGUE_BANNERS_PATH, one: CATALOGUE_BANNER_PATH, order: CATALOGUE_BANNERS_ORDER_PATH },
  { list: ZCatalogueBannerListResponse, one: ZCatalogueBannerResponse },
);
export const faqApi = contentHooks<TCatalogueFaq, TCatalogueFaqInput>(
  'faqs',
  { list: CATALOGUE_FAQS_PATH, one: CATALOGUE_FAQ_PATH, order: CATALOGUE_FAQS_ORDER_PATH },
  { list: ZCatalogueFaqListResponse, one: ZCatalogueFaqResponse },
);
export const reviewApi = contentHooks<TCatalogueReview, TCatalogueReviewInput>(
  'reviews',
  { list: CATALOGUE_REVIEWS_PATH, one: CATALOGUE_REVIEW_PATH, order: CATALOGUE_REVIEWS_ORDER_PATH },
  { list: ZCatalogueReviewListResponse, one: ZCatalogueReviewResponse },
);

/** A saved entry back as form values (the server's id and position dropped). */
export function withoutMeta<T extends { id: string; position: number }>(row: T): Omit<T, 'id' | 'position'> {
  const copy: Partial<T> = { ...row };
  delete copy.id;
  delete copy.position;
  return copy as Omit<T, 'id' | 'position'>;
}
