import { useCallback, useEffect, useState } from 'react';
import { api, PATHS, pathTo, type DataEnvelope, type Review } from '@pulp/shared';

/** The reviews of one product, with a reload for after likes and edits. */
export function useReviews(productId: number | null) {
  const [reviews, setReviews] = useState<Review[]>([]);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    if (productId === null) return;
    setLoading(true);
    try {
      const answer = await api.get<DataEnvelope<Review[]>>(pathTo(PATHS.productReviews, { id: productId }));
      setReviews(answer.data);
    } catch (error) {
      console.error('Reviews could not be loaded', error);
      setReviews([]);
    } finally {
      setLoading(false);
    }
  }, [productId]);

  useEffect(() => {
    setReviews([]);
    void reload();
  }, [reload]);

  return { reviews, loading, reload };
}
