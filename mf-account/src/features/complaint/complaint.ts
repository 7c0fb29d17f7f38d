import { api, PATHS } from '@pulp/shared';
import type { complaints, ResponseOf } from '@pulp/shared/contract';

/** Uploads the complaint's file to ./file-upload with the bearer token (docs/behaviour.md, "API conventions"); answers its stored name. */
export async function uploadComplaintFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api.post<ResponseOf<typeof complaints.upload>>(PATHS.fileUpload, form);
  return answer.data.file;
}

/** Files the complaint; answers its id, the reference the customer gets. */
export async function fileComplaint(userId: number | null, message: string, file: string | null): Promise<number> {
  const answer = await api.post<ResponseOf<typeof complaints.create>>(`${PATHS.complaints}/`, { UserId: userId ?? undefined, message, file });
  return answer.data.id;
}
