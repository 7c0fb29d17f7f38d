import type { InjectOptions } from 'fastify';
import type { TestShop } from './helpers';

let counter = 0;

/** A fresh, unique email for a test's own user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@test.pulp`;
}

export interface Registered {
  id: number;
  email: string;
  password: string;
  answer: string;
}

/** Registers a customer through the API, as the registration form does. */
export async function registerCustomer(shop: TestShop, overrides: Partial<{ email: string; password: string; answer: string; questionId: number }> = {}): Promise<Registered> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'Juicy#2024';
  const answer = overrides.answer ?? 'Clementine';
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/Users',
    payload: { email, password, passwordRepeat: password, securityQuestion: { id: overrides.questionId ?? 2 }, securityAnswer: answer },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { id: response.json().data.id, email, password, answer };
}

/** A multipart/form-data request body with one file and optional text fields. */
export async function multipart(fileField: string, file: UploadFile | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(fileField, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://pulp.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  } satisfies Pick<InjectOptions, 'payload' | 'headers'>;
}

/** One file as a multipart upload carries it. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Sends a complaint file to POST /file-upload the way the complaint form does. */
export async function uploadComplaintFile(shop: TestShop, headers: Record<string, string>, file: UploadFile | null) {
  const form = await multipart('file', file);
  return shop.app.inject({ method: 'POST', url: '/file-upload', payload: form.payload, headers: { ...form.headers, ...headers } });
}

/** A minimal valid PDF of roughly the given size. */
export function pdfBytes(size = 600): Uint8Array {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const tail = '\n%%EOF\n';
  return new TextEncoder().encode(head + ' '.repeat(Math.max(0, size - head.length - tail.length)) + tail);
}

export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
