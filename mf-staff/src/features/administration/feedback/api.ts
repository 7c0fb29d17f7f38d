import { api, type DataEnvelope, type Feedback } from '@pulp/shared';

export type StoredFeedback = Feedback & { id: number };

export const MAX_RATING = 5;

export async function loadFeedbacks(): Promise<StoredFeedback[]> {
  return (await api.get<DataEnvelope<StoredFeedback[]>>('/api/Feedbacks/')).data;
}

export async function deleteFeedback(id: number): Promise<void> {
  await api.delete(`/api/Feedbacks/${id}`);
}
