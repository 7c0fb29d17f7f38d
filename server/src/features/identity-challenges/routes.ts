import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { watchForgedTokens } from './forged-tokens';
import { watchStaffReports } from './staff-reports';
import { registerEncryptionKeyRoutes } from './encryption-keys';

/**
 * The identity challenges' parts that belong to no single feature: the published token key,
 * and detections that watch the token service and the staff-read forms (flaws reported to the
 * shop) from outside.
 */
export function registerIdentityChallenges(app: FastifyInstance, ctx: AppContext): void {
  registerEncryptionKeyRoutes(app, ctx);
  watchForgedTokens(ctx);
  watchStaffReports(app, ctx);
}
