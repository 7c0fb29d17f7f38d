import { api, PATHS, pathTo, type DataEnvelope, type Feedback } from '@pulp/shared';

export type StoredFeedback = Feedback & { id: number };

export const MAX_RATING = 5;

export async function loadFeedbacks(): Promise<StoredFeedback[]> {
  return (await api.get<DataEnvelope<StoredFeedback[]>>(`${PATHS.feedbacks}/`)).data;
}

export async function deleteFeedback(id: number): Promise<void> {
  await api.delete(pathTo(PATHS.feedback, { id }));
}
