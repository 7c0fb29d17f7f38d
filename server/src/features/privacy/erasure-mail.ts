import fs from 'node:fs';
import path from 'node:path';
import { decoyFor } from '../complaints/decoys';

/** Where the old mailer keeps its layouts, inside the decoy host tree of the data directory. */
export const LAYOUTS_FOLDER = '/srv/pulp/views/layouts';
export const DEFAULT_LAYOUT = 'mail';
const VIEWS_FOLDER = '/srv/pulp/views/';

export interface ErasureMail {
  /** The mail as sent: the layout with the body and the shop's name filled in. */
  text: string;
  /** The layout as the mailer found it, relative to the layouts folder. */
  layout: string;
  /** Whether the layout file lies outside the mailer's views (a "host" file of the decoy tree). */
  outsideViews: boolean;
}

/**
 * How a layout is named: as the old mailer took it, any path from its layouts folder (`../` and
 * backslashes included), or as a plain file name in that folder ("mail", "plain.txt").
 */
export type LayoutLookup = 'by path' | 'by name';
const LAYOUT_NAME = /^[A-Za-z0-9_-]+(?:\.txt)?$/;

/**
 * The confirmation mail of an erasure request, framed by one of the mailer's layouts like the
 * old "legacy-mailer" did: a layout named without an extension gets ".txt". Files are read only
 * from the decoy tree (complaints/decoys.ts): a path that leaves it finds nothing, and looked up
 * `by name`, anything but a plain name finds nothing either.
 */
export function erasureMail(root: string, options: { layout?: string; body: string; application: string }, lookup: LayoutLookup = 'by path'): ErasureMail | null {
  const name = options.layout ?? DEFAULT_LAYOUT;
  if (name.includes('\0')) return null;
  if (lookup === 'by name' && !LAYOUT_NAME.test(name)) return null;
  const wanted = path.posix.join(LAYOUTS_FOLDER, name.replace(/\\/g, '/'));
  const file = decoyFor(root, wanted) ?? (path.posix.extname(wanted) ? null : decoyFor(root, `${wanted}.txt`));
  if (!file) return null;
  const relative = `/${path.relative(root, file).split(path.sep).join('/')}`;
  const frame = fs.readFileSync(file, 'utf8').slice(0, 20_000);
  return {
    text: frame.replace(/\{\{\s*body\s*\}\}/g, options.body).replace(/\{\{\s*application\s*\}\}/g, options.application),
    layout: path.posix.relative(LAYOUTS_FOLDER, relative),
    outsideViews: !relative.startsWith(VIEWS_FOLDER),
  };
}
