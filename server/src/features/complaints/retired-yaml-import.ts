import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import { HttpError } from '../../http/errors';
import { loadYaml } from '../../http/yaml';


/** How many times aliases may repeat their anchors' content, in all (the parser's own guard). */
export const MAX_ALIAS_COUNT = 100;
const MAX_SHOWN = 8000;

/** Whether a complaint file is meant as YAML: only its name says so (YAML has no signature). */
export const isYamlName = (name: string) => /\.ya?ml$/i.test(name.trim());

/** Refusal of a document whose aliases would repeat their anchors beyond the limit. */
export class AliasBombError extends HttpError {
  constructor() {
    super(413, 'The YAML repeats its anchors through aliases far beyond the limit; it was refused unread.');
  }
}

/**
 * Reads a YAML file the way the retired B2B complaint import did and returns what it read,
 * as JSON (shortened when long). The parser builds no objects of custom tags (no `!!js/…`),
 * and its alias limit stops documents whose aliases nest into exponential growth.
 */
export function readRetiredB2bYaml(bytes: Buffer, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  const { parseDocument } = loadYaml();
  let value: unknown;
  try {
    const document = parseDocument(bytes.toString('utf8').replace(/^\uFEFF/, ''), { prettyErrors: false });
    if (document.errors.length) return `(unreadable YAML: ${document.errors[0].message.split('\n')[0]})`;
    // vuln: yamlBombChallenge — aliases of aliases are accepted, so a small document can stand
    // for an exponentially large one ("billion laughs" in YAML). The parser's alias limit
    // detects it while resolving and the import refuses it; nothing large is ever built.
    value = document.toJS({ maxAliasCount: isHardened(config, 'yamlBombChallenge') ? 0 : MAX_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof ReferenceError && /alias count/i.test(error.message)) throw new AliasBombError();
    return `(unreadable YAML: ${(error as Error).message.split('\n')[0]})`;
  }
  const text = JSON.stringify(value) ?? 'null';
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}
