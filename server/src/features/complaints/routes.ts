import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { now } from '../../db/database';
import { sniffFileKind, type FileKind } from '../uploads/file-types';
import { storedUpload, storeUpload, uploadFolder } from '../uploads/storage';
import { multipartScope, readUploadForm } from '../uploads/multipart';

/** Complaint files: PDF, XML or ZIP, at most 100 KB (spec sections 5 and 9). */
export const COMPLAINT_FILE_MAX = 100000;
const COMPLAINT_KINDS: FileKind[] = ['pdf', 'xml', 'zip'];
const MESSAGE_MAX = 160;

interface ComplaintBody {
  UserId?: number;
  message: string;
  file?: string | null;
}

const complaintBody = {
  type: 'object',
  required: ['message'],
  properties: {
    UserId: { type: 'integer', minimum: 1 },
    message: { type: 'string', minLength: 1, maxLength: MESSAGE_MAX, pattern: '\\S' },
    file: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;

/** Stored complaint files are named "<user id>-<uuid>.<kind>", so a complaint can only attach its author's file. */
const storedName = (userId: number) => new RegExp(`^${userId}-[0-9a-f-]{36}\\.(pdf|xml|zip)$`);

export function registerComplaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folder = uploadFolder(ctx.settings.dataDir, 'complaints');

  multipartScope(app, COMPLAINT_FILE_MAX, (scope) => {
    scope.post('/file-upload', async (request, reply) => {
      const user = requireUser(ctx, request);
      const { file } = await readUploadForm(request, 'file', COMPLAINT_FILE_MAX);
      if (!file || !file.bytes.length) throw badRequest('Please attach a file.');
      // The content decides, not the name or the declared type (both are the sender's claim).
      const kind = sniffFileKind(file.bytes);
      if (!kind || !COMPLAINT_KINDS.includes(kind)) throw new HttpError(415, 'Only PDF, XML or ZIP files are accepted.');
      reply.status(201);
      return { status: 'success', data: { file: storeUpload(folder, file.bytes, kind, `${user.id}-`), size: file.bytes.length, kind } };
    });
  });

  app.post<{ Body: ComplaintBody }>('/api/Complaints', { schema: { body: complaintBody } }, async (request, reply) => {
    const user = requireUser(ctx, request);
    const { UserId: userId, message, file } = request.body;
    if (userId !== undefined && userId !== user.id) throw forbidden('You can only complain as yourself.');
    if (file && !storedUpload(folder, file, storedName(user.id))) throw badRequest('The attached file is unknown. Please upload it again.');
    const at = now();
    const { lastInsertRowid } = ctx.db
      .prepare('INSERT INTO Complaints (UserId, message, file, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
      .run(user.id, message.trim(), file ?? null, at, at);
    reply.status(201);
    return { status: 'success', data: { id: Number(lastInsertRowid), UserId: user.id, message: message.trim(), file: file ?? null, createdAt: at } };
  });
}
