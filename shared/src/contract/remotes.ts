import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope } from './common';

/** A remote build's version: semver, the git short hash as build metadata ("0.1.0+4d89e9d"). */
export const REMOTE_VERSION_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
export const REMOTE_ENTRY_MAX = 500;

const RemoteVersion = v.pipe(v.string(), v.maxLength(80), v.regex(REMOTE_VERSION_PATTERN, 'The version must be a semver version such as 0.2.0+4d89e9d.'));

/** remote.json of a build (see remote-descriptor.ts); the registry refuses one that does not fit. */
export const RemoteDescriptorSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,30}$/)),
  version: RemoteVersion,
  exposes: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\.\/[A-Za-z0-9_]{1,60}$/))), v.maxLength(100)),
  shared: v.record(v.pipe(v.string(), v.maxLength(80)), v.pipe(v.string(), v.maxLength(80))),
  builtAt: v.pipe(v.string(), v.maxLength(40)),
});

export const RemoteNameParams = v.object({ name: v.pipe(v.string(), v.maxLength(31), v.regex(/^[a-z][a-z0-9_-]{0,30}$/)) });

/**
 * Activate a version the registry knows, or register (and activate) the build whose
 * remoteEntry.js is at `entry`: an http(s) URL or a path on the shop ("mf/staff/…").
 */
export const RemoteChangeBody = v.pipe(
  v.object(
    {
      version: v.optional(RemoteVersion),
      entry: v.optional(v.pipe(v.string('The entry must be a URL.'), v.minLength(1), v.maxLength(REMOTE_ENTRY_MAX, `The entry must be at most ${REMOTE_ENTRY_MAX} characters.`))),
    },
    'Send {"version": "…"} or {"entry": "…"}.',
  ),
  v.check((body) => (body.version === undefined) !== (body.entry === undefined), 'Send either a version or an entry, not both and not neither.'),
);

const KnownVersion = v.object({ version: v.string(), entry: v.string(), builtAt: v.string(), registeredAt: v.string(), exposes: v.array(v.string()) });

/** One remote in the registry: the active version, the one before it that worked, and all known. */
export const RemoteState = v.object({
  name: v.string(),
  active: v.string(),
  entry: v.string(),
  lastGood: v.nullable(v.string()),
  versions: v.array(KnownVersion),
});

/** The runtime registry of remote versions (administrators and release tooling). */
export const remotes = {
  list: endpoint({ method: 'GET', path: PATHS.adminRemotes, response: envelope(v.array(RemoteState)) }),
  change: endpoint({ method: 'PUT', path: PATHS.adminRemote, params: RemoteNameParams, body: RemoteChangeBody, response: envelope(RemoteState) }),
};
