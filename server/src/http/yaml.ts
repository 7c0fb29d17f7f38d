type Yaml = typeof import('yaml');
let yaml: Yaml | null = null;

/**
 * The YAML library, loaded on first use: only two rarely asked answers need it (the retired B2B
 * import reads YAML uploads, and the FBCTF country mapping is written as YAML), so a start
 * neither reads nor compiles it.
 */
export function loadYaml(): Yaml {
  yaml ??= require('yaml') as Yaml;
  return yaml;
}
