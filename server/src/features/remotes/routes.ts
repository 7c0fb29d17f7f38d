import type { FastifyInstance } from 'fastify';
import { remotes } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireRole } from '../../auth/guard';
import { serve } from '../../http/contract';
import { describeEntry } from './descriptor-source';
import type { RemoteRegistry } from './registry';
import type { LocalBuilds } from './local-builds';

/** The socket event open shells hear when the registry changed (shell/src/features/remote/upgrades.ts). */
export const REMOTES_CHANGED_EVENT = 'remotes changed';

/**
 * The registry's admin API: GET /rest/admin/remotes lists every remote's versions,
 * PUT /rest/admin/remotes/:name {version} activates a known one, {entry} registers and activates
 * the build at that URL. Administrators only; a refused change leaves the registry as it was.
 */
export function registerRemoteRoutes(app: FastifyInstance, ctx: AppContext, registry: RemoteRegistry, builds: LocalBuilds): void {
  const adminOnly = {
    onRequest: async (request: Parameters<typeof requireRole>[1]) => {
      requireRole(ctx, request, 'admin');
    },
  };
  serve(app, remotes.list, async () => ({ status: 'success', data: registry.list() }), adminOnly);
  serve(
    app,
    remotes.change,
    async (request) => {
      const { name } = request.params;
      const state = registry.state(name);
      const { version, entry } = request.body;
      if (version !== undefined) return { status: 'success', data: registry.activate(state.name, version) };
      const descriptor = await describeEntry(name, entry as string, { builds, allowedHosts: ctx.config.remoteHosts });
      return { status: 'success', data: registry.register(name, entry as string, descriptor) };
    },
    adminOnly,
  );
  // Every open shell learns of a change at once and loads the new build on its next visit.
  registry.onChange(() => ctx.io?.emit(REMOTES_CHANGED_EVENT, { remotes: registry.manifest(), fallbacks: registry.fallbacks() }));
}
