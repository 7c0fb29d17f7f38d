import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { now } from '../../db/database';
import { sniffFileKind, type FileKind } from '../uploads/file-types';
import { storedUpload, storeUpload, uploadFolder } from '../uploads/storage';
import { multipartScope, readUploadForm } from '../uploads/multipart';
import { solve } from '../challenges/solve';
import { readRetiredB2bXml } from './retired-b2b-import';

/** Complaint files: PDF, XML or ZIP, at most 100 KB (docs/behaviour.md, "Validation" and "Constants"). */
export const COMPLAINT_FILE_MAX = 100000;
/** What the server takes at most, whatever the client's limit (uploadSizeChallenge). */
export const COMPLAINT_FILE_HARD_CAP = 200000;
/** Kinds stored for a complaint (XML goes to the retired B2B import instead). */
const COMPLAINT_KINDS: FileKind[] = ['pdf', 'zip'];
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
const storedName = (userId: number) => new RegExp(`^${userId}-[0-9a-f-]{36}\\.(pdf|zip|png|jpg|bin)$`);

/** The answer of the retired B2B complaint import: gone, with what it read. */
function retiredInterface(fileName: string, reading: string): HttpError {
  return new HttpError(
    410,
    `B2B complaints in XML were retired for security reasons; B2B partners now send orders to /b2b/v2/orders. We read from ${fileName.slice(0, 100) || 'your file'}: ${reading}`,
  );
}

export function registerComplaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folder = uploadFolder(ctx.settings.dataDir, 'complaints');

  multipartScope(app, COMPLAINT_FILE_HARD_CAP, (scope) => {
    scope.post('/file-upload', async (request, reply) => {
      const user = requireUser(ctx, request);
      const { file } = await readUploadForm(request, 'file', COMPLAINT_FILE_HARD_CAP);
      if (!file || !file.bytes.length) throw badRequest('Please attach a file.');
      // vuln: uploadSizeChallenge — the 100 KB limit lives in the client; the server takes
      // files up to its hard cap.
      if (file.bytes.length > COMPLAINT_FILE_MAX) solve(ctx, 'uploadSizeChallenge');
      // The content decides, not the name or the declared type (both are the sender's claim).
      const kind = sniffFileKind(file.bytes);
      if (kind === 'xml') {
        // vuln: deprecatedInterfaceChallenge — XML still reaches the retired B2B import
        // instead of being refused with the other unwanted types.
        solve(ctx, 'deprecatedInterfaceChallenge');
        const reading = readRetiredB2bXml(file.bytes, ctx.settings.dataDir);
        if (reading.disclosedDecoy) solve(ctx, 'xxeFileDisclosureChallenge');
        throw retiredInterface(file.name, reading.text);
      }
      // vuln: uploadTypeChallenge — other content is stored as well; only the client limits
      // complaints to PDF and ZIP (nothing stored here is ever served or run).
      const accepted = kind !== null && COMPLAINT_KINDS.includes(kind);
      if (!accepted) solve(ctx, 'uploadTypeChallenge');
      const extension = kind ?? 'bin';
      reply.status(201);
      return { status: 'success', data: { file: storeUpload(folder, file.bytes, extension, `${user.id}-`), size: file.bytes.length, kind: extension } };
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
    return { status: 'success', data: { id: Number(lastInsertRowid), UserId: user.id, message: message.trim(), file: file ?? null, createdAt: at, updatedAt: at } };
  });

  // The caller's own complaints (API clients read them back after filing one); nobody else's.
  app.get('/api/Complaints', async (request) => {
    const user = requireUser(ctx, request);
    return {
      status: 'success',
      data: ctx.db.prepare('SELECT id, UserId, message, file, createdAt, updatedAt FROM Complaints WHERE UserId = ? ORDER BY id').all(user.id),
    };
  });
}
