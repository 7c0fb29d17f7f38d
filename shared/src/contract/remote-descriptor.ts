/**
 * remote.json, the description every remote build carries in its version folder
 * (shared/build/remote-artifact.cjs writes it), and the compatibility rule the shop's registry
 * and the shell both apply before a build is used. No validation library here: the shell
 * imports this through @pulp/shared.
 */
export interface RemoteDescriptor {
  /** Federation name ("staff"). */
  name: string;
  /** Semver, with the git short hash as build metadata ("0.1.0+4d89e9d"). */
  version: string;
  /** Exposed module names ("./AccountingPage"). */
  exposes: string[];
  /** Shared singleton → the semver range this build needs the shell to provide. */
  shared: Record<string, string>;
  /** ISO time of the build. */
  builtAt: string;
}

/** One singleton the shell provides in a version the build does not accept. */
export interface Incompatibility {
  library: string;
  /** The range the build needs. */
  required: string;
  /** What the shell provides, or null when it provides no such library. */
  provided: string | null;
}

/**
 * What keeps a build from running in this shell: each shared singleton it needs that the shell
 * does not provide in a version inside its range. `satisfies` is a semver check (semver's on the
 * server, the federation runtime's in the browser).
 */
export function incompatibilities(
  needs: Record<string, string>,
  provides: Record<string, string>,
  satisfies: (version: string, range: string) => boolean,
): Incompatibility[] {
  const found: Incompatibility[] = [];
  for (const [library, required] of Object.entries(needs)) {
    const provided = provides[library] ?? null;
    if (provided === null || !satisfies(provided, required)) found.push({ library, required, provided });
  }
  return found;
}
