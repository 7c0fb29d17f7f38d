import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { memories } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import { requireUser } from '../../auth/guard';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { now } from '../../db/database';
import { memoryImagePath, PIP_PICTURE, SPRING_CLEANING_PICTURE } from '../../db/seed/customer-content';
import { sceneArt, type Scene } from '../about/scene-art';
import { IMAGE_TYPES, sniffFileKind } from '../uploads/file-types';
import { storedUpload, storeUpload, uploadFolder } from '../uploads/storage';
import { multipartScope, readUploadForm } from '../uploads/multipart';
import { IDENTITY_PICTURES } from '../identity-challenges/identity-pictures';
import { solveIf } from '../challenges/solve';
import { ACCOUNT_PICTURES, ACCOUNT_PNG_PICTURES } from '../identity-challenges/account-pictures';
import { findMemory, insertMemory, listMemories, type MemoryRow } from './repository';
import { pipInAmbushMode } from './pip-picture';
import { springCleaningPng } from './hidden-character';

export const MEMORY_IMAGE_MAX = 5 * 1024 * 1024;
const CAPTION_MAX = 160;
const STORED_NAME = /^\d+-[0-9a-f-]{36}\.(png|jpg)$/;

/** Pictures of the seeded memories, drawn by the shop. */
const SEEDED_ART: Record<string, { scene: Scene; label: string }> = {
  'memory-picnic.svg': { scene: { sky: ['#fed7aa', '#fff7ed'], sun: '#fb923c', hills: ['#bbf7d0', '#4ade80'], subject: 'crate', accent: '#b91c1c' }, label: 'Picnic' },
  'memory-bike.svg': { scene: { sky: ['#bfdbfe', '#eff6ff'], sun: '#fde047', hills: ['#a7f3d0', '#34d399'], subject: 'bike', accent: '#ea580c' }, label: 'Cargo bike' },
  'memory-orchard.svg': { scene: { sky: ['#e0f2fe', '#f0f9ff'], sun: '#facc15', hills: ['#d9f99d', '#84cc16'], subject: 'orchard', accent: '#e11d48' }, label: 'Orchard' },
};

/** The address the API hands out for a stored picture (the photo wall puts it into <img src>). */
export function pictureAddress(storedPath: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  // vuln: missingEncodingChallenge — the stored file path is handed out as the picture's address
  // as it is: a "#" or "?" in a file name ends the address there, and the rest never reaches the shop.
  return isHardened(config, 'missingEncodingChallenge') ? storedPath.split('/').map(encodeURIComponent).join('/') : storedPath;
}

/** A memory as the photo wall shows it: the author's username, never their email. */
const publicMemory = (row: MemoryRow, config: ChallengeConfig) => ({
  id: row.id,
  UserId: row.UserId,
  caption: row.caption,
  imagePath: pictureAddress(row.imagePath, config),
  createdAt: row.createdAt,
  User: { username: row.username ?? '' },
});

export function registerMemoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folder = uploadFolder(ctx.settings.dataDir, 'memories');
  const art = new Map([...Object.entries(SEEDED_ART).map(([file, { scene, label }]): [string, string] => [file, sceneArt(scene, label)]), ...IDENTITY_PICTURES, ...ACCOUNT_PICTURES, [PIP_PICTURE, pipInAmbushMode()]]);

  serve(app, memories.list, async () => ({ status: 'success', data: listMemories(ctx.db).map((row) => publicMemory(row, ctx.config)) }));

  multipartScope(app, MEMORY_IMAGE_MAX, (scope) => {
    // A multipart form: the contract names the route, the handler reads the parts itself.
    serve(scope, memories.upload, async (request, reply) => {
      const user = requireUser(ctx, request);
      const { file, fields } = await readUploadForm(request, 'image', MEMORY_IMAGE_MAX);
      const caption = (fields.caption ?? '').trim();
      if (!caption) throw badRequest('Please give your picture a caption.');
      if (caption.length > CAPTION_MAX) throw badRequest(`The caption can be at most ${CAPTION_MAX} characters long.`);
      if (!file || !file.bytes.length) throw badRequest('Please choose a picture.');
      const kind = sniffFileKind(file.bytes);
      if (kind !== 'png' && kind !== 'jpg') throw new HttpError(415, 'The picture must be a PNG or JPEG image.');
      const name = storeUpload(folder, file.bytes, kind, `${user.id}-`);
      const id = insertMemory(ctx.db, user.id, caption, memoryImagePath(name), now());
      reply.status(201);
      return { status: 'success', data: publicMemory(findMemory(ctx.db, id) as MemoryRow, ctx.config) };
    });
  });

  app.get<{ Params: { file: string } }>('/assets/public/images/uploads/:file', async (request, reply) => {
    const { file } = request.params;
    const seeded = art.get(file);
    if (seeded) {
      // Only a client that encoded the "#" (%23) itself asks for the whole name, while the address
      // the shop hands out for it ends before the "#" (not so once that address is encoded).
      solveIf(ctx, 'missingEncodingChallenge', () => file === PIP_PICTURE && pictureAddress(memoryImagePath(PIP_PICTURE), ctx.config).includes('#'));
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
      return seeded;
    }
    if (file === SPRING_CLEANING_PICTURE) {
      reply.header('Cache-Control', 'public, max-age=86400').type(IMAGE_TYPES.png);
      return springCleaningPng(ctx.config);
    }
    const png = Object.hasOwn(ACCOUNT_PNG_PICTURES, file) ? ACCOUNT_PNG_PICTURES[file]() : null;
    if (png) {
      reply.header('Cache-Control', 'public, max-age=86400').type(IMAGE_TYPES.png);
      return png;
    }
    const stored = storedUpload(folder, file, STORED_NAME);
    if (!stored) throw notFound('No such picture.');
    const kind = file.endsWith('.png') ? 'png' : 'jpg';
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff').type(IMAGE_TYPES[kind]);
    return fs.createReadStream(stored);
  });
}
