import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'socket.io';
import { FRONT_END_PACKAGES } from '@pulp/shared/packages.cjs';
import { REPO_ROOT } from '../config/settings';

/** In development, tells open pages to reload whenever a front end's dist changes. */
export function watchFrontEndBuilds(io: Server): () => void {
  let timer: NodeJS.Timeout | null = null;
  const watchers: fs.FSWatcher[] = [];
  for (const app of FRONT_END_PACKAGES) {
    const dist = path.join(REPO_ROOT, app, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    watchers.push(
      fs.watch(dist, () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => io.emit('dev reload'), 300);
      }),
    );
  }
  return () => watchers.forEach((watcher) => watcher.close());
}
