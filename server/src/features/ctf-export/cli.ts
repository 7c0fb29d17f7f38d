import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfiguration, withCtfKey } from '../../config/configuration';
import type { Language } from '../challenges/definitions';
import { serverLanguages } from '../../i18n/server-texts';
import { ctfdCsv } from './ctfd';
import { exportEntries, type HintMode } from './entries';
import { fbctfJson } from './fbctf';
import { rootTheBoxXml } from './rootthebox';

const FORMATS = { ctfd: 'pulp.ctfd.csv', rootthebox: 'pulp.rootthebox.xml', fbctf: 'pulp.fbctf.json' } as const;
type Format = keyof typeof FORMATS;
const HINT_MODES: HintMode[] = ['free', 'paid', 'none'];

export const USAGE = `pnpm ctf export --format ctfd|rootthebox|fbctf [--out file] [--config preset-or-file] [--hints free|paid|none] [--language en|de|…]`;

/** The export's text in the format asked for; the shop's configuration gives ctf.key (CTF_KEY wins), ctf.shortFlags and the countries. */
export function exportText(format: Format, configName: string, hints: HintMode, language: Language, ctfKey?: string): string {
  const config = withCtfKey(loadConfiguration(configName), ctfKey);
  const entries = exportEntries(config, { hints, language });
  if (format === 'ctfd') return ctfdCsv(entries);
  if (format === 'rootthebox') return rootTheBoxXml(entries, config.application.name);
  return fbctfJson(entries);
}

/** `pnpm ctf <command> …`: returns the exit code; messages go to the given streams. */
export function runCtfCommand(argv: string[], env: NodeJS.ProcessEnv, out: (text: string) => void, err: (text: string) => void): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: 'string' }, out: { type: 'string' }, config: { type: 'string' }, hints: { type: 'string' }, language: { type: 'string' } },
    });
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\nUsage: ${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (positionals[0] !== 'export' || positionals.length !== 1) {
    err(`Usage: ${USAGE}\n`);
    return 2;
  }
  const format = values.format as Format | undefined;
  if (!format || !(format in FORMATS)) {
    err(`--format must be one of ${Object.keys(FORMATS).join(', ')}\nUsage: ${USAGE}\n`);
    return 2;
  }
  const hints = (values.hints ?? 'free') as HintMode;
  if (!HINT_MODES.includes(hints)) {
    err(`--hints must be one of ${HINT_MODES.join(', ')}\n`);
    return 2;
  }
  const language = (values.language ?? 'en') as Language;
  if (!serverLanguages().includes(language)) {
    err(`--language must be one of ${serverLanguages().join(', ')}\n`);
    return 2;
  }
  let text: string;
  try {
    text = exportText(format, values.config ?? env.PULP_CONFIG ?? 'default', hints, language, env.CTF_KEY);
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  if (values.out === '-') {
    out(text);
    return 0;
  }
  // pnpm runs scripts from the repository root: a relative --out is meant from where pnpm was called.
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), values.out ?? FORMATS[format]);
  fs.writeFileSync(file, text);
  out(`Wrote ${format} import of the challenges to ${file}\n`);
  return 0;
}
