import type { FastifyInstance } from 'fastify';
import { complaints } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { serve } from '../../http/contract';
import { now } from '../../db/database';
import { sniffFileKind, type FileKind } from '../uploads/file-types';
import { storedUpload, storeUpload, uploadFolder } from '../uploads/storage';
import { multipartScope, readUploadForm } from '../uploads/multipart';
import { solve } from '../challenges/solve';
import { EntityBombError, readRetiredB2bXml } from './retired-b2b-import';
import { complaintsOf, insertComplaint } from './repository';
import { unpackComplaintArchive } from './archive-unpacker';
import { AliasBombError, isYamlName, readRetiredB2bYaml } from './retired-yaml-import';

/** Complaint files: PDF, XML or ZIP, at most 100 KB (docs/behaviour.md, "Validation" and "Constants"). */
export const COMPLAINT_FILE_MAX = 100000;
/** What the server takes at most, whatever the client's limit (uploadSizeChallenge). */
export const COMPLAINT_FILE_HARD_CAP = 200000;
/** Kinds stored for a complaint (XML goes to the retired B2B import instead). */
const COMPLAINT_KINDS: FileKind[] = ['pdf', 'zip'];
/** Stored complaint files are named "<user id>-<uuid>.<kind>", so a complaint can only attach its author's file. */
const storedName = (userId: number) => new RegExp(`^${userId}-[0-9a-f-]{36}\\.(pdf|zip|png|jpg|bin)$`);

/**
 * A file the complaint form does not take (anything but PDF and ZIP), refused where the server
 * checks it (hardened mode). Its text is the form's own, so the page shows the same sentence in
 * its language. Any other refusal of XML or YAML comes from the retired import itself (an
 * entity or alias bomb, too many entities): the import was reached all the same.
 */
class UnwantedFileError extends HttpError {
  constructor() {
    super(415, 'Forbidden file type. Only PDF and ZIP are allowed.');
  }
}

/** Refuses a file the complaint form does not take; typed as a value, so it can stand where one is expected. */
function refuseUnwantedFile(): never {
  throw new UnwantedFileError();
}

/** The answer of the retired B2B complaint import: gone, with what it read. */
function retiredInterface(fileName: string, reading: string, format = 'XML'): HttpError {
  return new HttpError(
    410,
    `B2B complaints in ${format} were retired for security reasons; B2B partners now send orders to /b2b/v2/orders. We read from ${fileName.slice(0, 100) || 'your file'}: ${reading}`,
  );
}

export function registerComplaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folder = uploadFolder(ctx.settings.dataDir, 'complaints');

  multipartScope(app, COMPLAINT_FILE_HARD_CAP, (scope) => {
    // A multipart form: the contract names the route, the handler reads the parts itself.
    serve(scope, complaints.upload, async (request, reply) => {
      const user = requireUser(ctx, request);
      const { file } = await readUploadForm(request, 'file', COMPLAINT_FILE_HARD_CAP);
      // vuln: uploadSizeChallenge — the 100 KB limit lives in the client; the server checks
      // only that a file came, and takes files up to its hard cap.
      if (isHardened(ctx, 'uploadSizeChallenge')) {
        if (!file || !file.bytes.length) throw badRequest('Please attach a file.');
        if (file.bytes.length > COMPLAINT_FILE_MAX) throw new HttpError(413, 'File too large. At most 100 KB are allowed.');
      } else {
        if (!file || !file.bytes.length) throw badRequest('Please attach a file.');
      }
      if (file.bytes.length > COMPLAINT_FILE_MAX) solve(ctx, 'uploadSizeChallenge');
      // The content decides, not the name or the declared type (both are the sender's claim).
      const kind = sniffFileKind(file.bytes);
      if (kind === 'xml') {
        let reading;
        try {
          // vuln: deprecatedInterfaceChallenge — XML still reaches the retired B2B import
          // instead of being refused with the other unwanted types.
          if (isHardened(ctx, 'deprecatedInterfaceChallenge')) {
            throw new UnwantedFileError();
          } else {
            reading = readRetiredB2bXml(file.bytes, ctx.settings.dataDir, ctx.config);
          }
        } catch (error) {
          if (!(error instanceof UnwantedFileError)) solve(ctx, 'deprecatedInterfaceChallenge');
          if (error instanceof EntityBombError) solve(ctx, 'xxeDosChallenge');
          throw error;
        }
        solve(ctx, 'deprecatedInterfaceChallenge');
        if (reading.disclosedDecoy) solve(ctx, 'xxeFileDisclosureChallenge');
        throw retiredInterface(file.name, reading.text);
      }
      if (kind === null && isYamlName(file.name)) {
        let reading;
        try {
          // vuln: deprecatedInterfaceChallenge — YAML, the retired import's other format, is read too.
          if (isHardened(ctx, 'deprecatedInterfaceChallenge')) {
            throw new UnwantedFileError();
          } else {
            reading = readRetiredB2bYaml(file.bytes, ctx.config);
          }
        } catch (error) {
          if (!(error instanceof UnwantedFileError)) solve(ctx, 'deprecatedInterfaceChallenge');
          if (error instanceof AliasBombError) solve(ctx, 'yamlBombChallenge');
          throw error;
        }
        solve(ctx, 'deprecatedInterfaceChallenge');
        throw retiredInterface(file.name, reading, 'YAML');
      }
      // vuln: uploadTypeChallenge — other content is stored as well; only the client limits
      // complaints to PDF and ZIP (nothing stored here is ever served or run).
      const accepted = isHardened(ctx, 'uploadTypeChallenge') ? (kind !== null && COMPLAINT_KINDS.includes(kind)) || refuseUnwantedFile() : kind !== null && COMPLAINT_KINDS.includes(kind);
      if (!accepted) solve(ctx, 'uploadTypeChallenge');
      const extension = kind ?? 'bin';
      const stored = storeUpload(folder, file.bytes, extension, `${user.id}-`);
      reply.status(201);
      if (kind !== 'zip') return { status: 'success', data: { file: stored, size: file.bytes.length, kind: extension } };
      // ZIP archives are unpacked for the complaints team (into the decoy shop folder).
      const unpacking = unpackComplaintArchive(ctx.settings.dataDir, file.bytes, stored.replace(/\.zip$/, ''), ctx.config);
      if (unpacking.overwroteLegal) solve(ctx, 'fileWriteChallenge');
      return { status: 'success', data: { file: stored, size: file.bytes.length, kind: extension, unpacked: unpacking.written } };
    });
  });

  serve(app, complaints.create, async (request, reply) => {
    const user = requireUser(ctx, request);
    const { UserId: userId, message, file } = request.body;
    if (userId !== undefined && userId !== user.id) throw forbidden('You can only complain as yourself.');
    if (file && !storedUpload(folder, file, storedName(user.id))) throw badRequest('The attached file is unknown. Please upload it again.');
    reply.status(201);
    return { status: 'success', data: insertComplaint(ctx.db, { UserId: user.id, message: message.trim(), file: file ?? null }, now()) };
  });

  // The caller's own complaints (API clients read them back after filing one); nobody else's.
  serve(app, complaints.list, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: complaintsOf(ctx.db, user.id) };
  });
}
