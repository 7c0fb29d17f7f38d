import * as v from 'valibot';
import { RemoteDescriptorSchema, type RemoteDescriptor } from '@pulp/shared/contract';
import { badRequest, HttpError } from '../../http/errors';
import { versionOfLocalEntry, type LocalBuilds } from './local-builds';

/** remote.json is a few hundred bytes; anything much larger is not one. */
const DESCRIPTOR_MAX_BYTES = 64 * 1024;
const FETCH_TIMEOUT_MS = 5000;

export interface DescriptorSourceOptions {
  builds: LocalBuilds;
  /** Host names an absolute entry may point at (configuration `remoteHosts`). */
  allowedHosts: readonly string[];
  fetch?: typeof fetch;
}

function unreachable(url: string, why: string): HttpError {
  return new HttpError(422, `The build at ${url} could not be fetched (${why}); nothing was changed.`);
}

async function fetchChecked(fetcher: typeof fetch, url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetcher(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw unreachable(url, error instanceof Error && error.name === 'TimeoutError' ? 'no answer within 5 s' : 'no connection');
  }
  if (!response.ok) throw unreachable(url, `HTTP ${response.status}`);
  return response;
}

/**
 * The remote.json of the build whose remoteEntry.js is at `entry`, checked: a local version
 * folder is read from disk; an http(s) entry on an allowed host is fetched (its remoteEntry.js
 * must answer too). Anything else is refused before the registry changes.
 */
export async function describeEntry(name: string, entry: string, options: DescriptorSourceOptions): Promise<RemoteDescriptor> {
  if (!/^https?:\/\//i.test(entry)) {
    const version = versionOfLocalEntry(name, entry);
    const descriptor = version ? options.builds.descriptor(name, version) : null;
    if (!version) throw badRequest(`A local entry looks like mf/${name}/<version>/remoteEntry.js; anything else must be an http(s) URL.`);
    if (!descriptor) throw new HttpError(422, `There is no build ${version} of ${name} on this shop.`);
    return descriptor;
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw badRequest('The entry is not a valid URL.');
  }
  if (url.username || url.password) throw badRequest('The entry URL must not carry credentials.');
  if (!options.allowedHosts.includes(url.hostname)) {
    throw badRequest(`Remotes may only be loaded from ${options.allowedHosts.join(', ')} (configuration remoteHosts), not ${url.hostname}.`);
  }
  const fetcher = options.fetch ?? fetch;
  const descriptorUrl = new URL('remote.json', url).toString();
  const response = await fetchChecked(fetcher, descriptorUrl);
  const text = await response.text();
  if (text.length > DESCRIPTOR_MAX_BYTES) throw new HttpError(422, `${descriptorUrl} is too large to be a remote.json.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(422, `${descriptorUrl} is not JSON.`);
  }
  const parsed = v.safeParse(RemoteDescriptorSchema, json);
  if (!parsed.success) throw new HttpError(422, `${descriptorUrl} does not describe a remote build (name, version, exposes, shared, builtAt).`);
  // The entry must answer too (GET: not every static host answers HEAD); its body is not needed.
  const entryResponse = await fetchChecked(fetcher, url.toString());
  await entryResponse.body?.cancel();
  return parsed.output;
}
