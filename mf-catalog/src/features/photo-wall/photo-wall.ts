import { api, PATHS, truncateTweet, type Memory } from '@pulp/shared';
import { isPngOrJpeg } from '@pulp/shared/validation';
import type { memories, ResponseOf } from '@pulp/shared/contract';

export async function loadMemories(): Promise<Memory[]> {
  return (await api.get<ResponseOf<typeof memories.list>>(`${PATHS.memories}/`)).data;
}

/** Uploads a picture with its caption (multipart: image, caption). */
export async function uploadMemory(image: File, caption: string): Promise<Memory> {
  const form = new FormData();
  form.append('image', image, image.name);
  form.append('caption', caption);
  return (await api.post<ResponseOf<typeof memories.upload>>(PATHS.memories, form)).data;
}

/** Only PNG and JPEG pictures, judged by their first bytes (docs/behaviour.md, "Validation"): the error key, or null. */
export async function imageFileError(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return isPngOrJpeg(head) ? null : 'INVALID_MIME_TYPE';
}

/** The shop's handle, from the configured Twitter URL (its last path segment). */
export function twitterHandle(twitterUrl: string | null | undefined): string | null {
  if (!twitterUrl) return null;
  try {
    const segment = new URL(twitterUrl).pathname.split('/').filter(Boolean).pop();
    return segment ? segment.replace(/^@/, '') : null;
  } catch {
    return null;
  }
}

/** A link that starts a tweet about the picture, mentioning the shop. */
export function tweetLink(caption: string, handle: string): string {
  const text = truncateTweet(`${caption} @${handle}`);
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
}
