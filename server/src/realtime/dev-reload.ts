import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'socket.io';
import { REPO_ROOT } from '../config/settings';

/** The shell and the remotes (shared/remotes.json, the one list of them; each lives in mf-<name>). */
function frontEnds(): string[] {
  const remotes = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared', 'remotes.json'), 'utf8')) as string[];
  return ['shell', ...remotes.map((name) => `mf-${name}`)];
}

/** In development, tells open pages to reload whenever a front end's dist changes. */
export function watchFrontEndBuilds(io: Server): () => void {
  let timer: NodeJS.Timeout | null = null;
  const watchers: fs.FSWatcher[] = [];
  for (const app of frontEnds()) {
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
