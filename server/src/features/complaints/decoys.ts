import fs from 'node:fs';
import path from 'node:path';
import { writeMissingFiles } from '../../db/seed/files';

/**
 * Stand-ins for host system files, kept in the data directory: the retired B2B XML import
 * resolves external entities against these and nothing else, so the XXE challenge shows
 * "system files" without the shop ever reading a real one, and the erasure mail's layouts are
 * read from here too (Local File Read). Contents are ours and harmless.
 */
const DECOY_FILES: Record<string, string> = {
  'etc/passwd': [
    'root:x:0:0:root:/root:/bin/bash',
    'daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
    'www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin',
    'postgres:x:105:110:PostgreSQL administrator:/var/lib/postgresql:/bin/bash',
    'pulp:x:1000:1000:Pulp shop service:/srv/pulp:/bin/bash',
    'juicer:x:1001:1001:Night shift juicer,,,:/home/juicer:/bin/bash',
    'backup-bot:x:1002:1002:Nightly orders export:/home/backup-bot:/bin/sh',
    '',
  ].join('\n'),
  'etc/hosts': ['127.0.0.1\tlocalhost', '10.20.0.5\tpulp-db.internal', '10.20.0.9\tpulp-payments.internal', ''].join('\n'),
  'etc/hostname': 'pulp-shop-prod-01\n',
  'c/windows/system.ini': ['; for 16-bit app support', '[386Enh]', 'woafont=dosapp.fon', '[drivers]', 'wave=mmdrv.dll', 'timer=timer.drv', '[pulp]', 'register=till-02', ''].join('\r\n'),
  // The old mailer's layouts (privacy/erasure-mail.ts) and the app's manifest, as a host keeps them.
  'srv/pulp/views/layouts/mail.txt': ['==== {{application}} ====', '', '{{body}}', '', '===='].join('\n'),
  'srv/pulp/views/layouts/plain.txt': '{{body}}\n',
  'srv/pulp/package.json': `${JSON.stringify({ name: 'pulp-server', version: '7.4.2', private: true, main: 'server.js', dependencies: { 'legacy-mailer': '1.2.0', express: '4.17.1' } }, null, 2)}\n`,
  'c/windows/win.ini': ['; for 16-bit app support', '[fonts]', '[extensions]', '[mci extensions]', '[files]', '[Mail]', 'MAPI=1', ''].join('\r\n'),
};

/** The folder of decoys in the data directory, written (again, after a reset) when missing. */
export function decoyRoot(dataDir: string): string {
  return writeMissingFiles(path.join(dataDir, 'xxe-decoys'), DECOY_FILES);
}

/**
 * The decoy standing in for a system identifier such as file:///etc/passwd or
 * C:\Windows\system.ini, or null. Network addresses are never fetched; paths never leave
 * the decoy folder.
 */
export function decoyFor(root: string, systemId: string): string | null {
  let target = systemId.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target) && !/^file:/i.test(target)) return null;
  target = target.replace(/^file:(\/\/(localhost)?)?/i, '').replace(/\\/g, '/');
  const drive = /^\/?([a-z]):\//i.exec(target);
  // Windows paths are case-insensitive: their decoys live in lower case under the drive letter.
  if (drive) target = `/${drive[1]}/${target.slice(drive[0].length)}`.toLowerCase();
  const relative = path.posix.normalize(`/${target}`).slice(1);
  if (!relative) return null;
  const file = path.join(root, ...relative.split('/'));
  if (!file.startsWith(root + path.sep)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}
