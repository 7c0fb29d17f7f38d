import { api, PATHS, pathTo, useResource, type Review } from '@pulp/shared';
import type { reviews, ResponseOf } from '@pulp/shared/contract';

function logFailure(error: unknown) {
  console.error('Reviews could not be loaded', error);
}

/** The reviews of one product, with a reload for after likes and edits. */
export function useReviews(productId: number | null) {
  const { data, loading, reload } = useResource(async () => (await api.get<ResponseOf<typeof reviews.list>>(pathTo(PATHS.productReviews, { id: String(productId) }))).data, {
    initialData: [] as Review[],
    deps: [productId],
    enabled: productId !== null,
    // Another product's reviews must never show under this one.
    keepPreviousData: false,
    onError: logFailure,
  });
  return { reviews: data, loading, reload };
}
