import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from '../../http/errors';

/**
 * Registers multipart parsing for the routes `define` adds, and only for them, with
 * this scope's size limit (other features keep their own limits, or none).
 */
export function multipartScope(app: FastifyInstance, maxFileBytes: number, define: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 5, fieldSize: 2000, parts: 6 } });
    define(scope);
  });
}

export interface UploadedForm {
  file: { name: string; mimetype: string; bytes: Buffer } | null;
  fields: Record<string, string>;
}

/** Reads a multipart form with at most one file, turning the parser's failures into clear 4xx errors. */
export async function readUploadForm(request: FastifyRequest, fileField: string, maxFileBytes: number): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Please send the form as multipart/form-data.');
  const form: UploadedForm = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) form.file = { name: part.filename, mimetype: part.mimetype, bytes };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The parser's own limit errors already carry a 4xx status; only the size one gets friendlier words.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The file is too large (at most ${maxFileBytes} bytes).`);
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // Anything else the parser throws (no or a wrong boundary, a body cut short, stray bytes)
    // is the sender's malformed form, not a fault of ours.
    throw new HttpError(400, 'The upload form is not valid multipart/form-data (missing or wrong boundary, or cut short).');
  }
  return form;
}
