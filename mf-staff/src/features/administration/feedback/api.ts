import { api, PATHS, pathTo, type Feedback } from '@pulp/shared';
import type { feedback, ResponseOf } from '@pulp/shared/contract';

export type StoredFeedback = Feedback & { id: number };

export const MAX_RATING = 5;

export async function loadFeedbacks(): Promise<StoredFeedback[]> {
  return (await api.get<ResponseOf<typeof feedback.list>>(`${PATHS.feedbacks}/`)).data;
}

export async function deleteFeedback(id: number): Promise<void> {
  await api.delete(pathTo(PATHS.feedback, { id }));
}
