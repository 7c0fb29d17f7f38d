import fs from 'node:fs';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import { HttpError } from '../../http/errors';
import { decoyFor, decoyRoot } from './decoys';

type Saxes = typeof import('saxes');
let saxes: Saxes | null = null;

/** The XML parser is needed by this one retired interface only: load it on first use. */
function loadSaxes(): Saxes {
  saxes ??= require('saxes') as Saxes;
  return saxes;
}

/** What the retired import read from a file. */
export interface B2bReading {
  /** The document as read, entities expanded (shortened when long). */
  text: string;
  /** Whether a decoy system file's content made it into the text. */
  disclosedDecoy: boolean;
}

const MAX_ENTITIES = 20;
const MAX_INTERNAL_VALUE = 1000;
/** Entity expansions may add this much text in all (no "billion laughs"). */
const MAX_EXPANSION = 64 * 1024;
const MAX_SHOWN = 8000;

const ENTITY_DECLARATION = /<!ENTITY\s+(%\s+)?([A-Za-z_][\w.-]*)\s+(?:SYSTEM\s+(["'])([^"']*)\3|PUBLIC\s+(["'])[^"']*\5\s+(["'])([^"']*)\6|(["'])([^"']*)\8)[^>]*>/g;

const countOf = (text: string, needle: string) => text.split(needle).length - 1;

/** Refusal of a DTD whose entities, nested in each other, would expand beyond the limit ("billion laughs"). */
export class EntityBombError extends HttpError {
  constructor() {
    super(413, 'The XML declares entities that expand into each other far beyond the limit; it was refused unread.');
  }
}

/**
 * How long each internal entity would be if references to other entities inside its value
 * were expanded, as a conforming parser would; a cycle counts as endless. Computed from the
 * lengths alone, so nothing is ever expanded.
 */
function nestedSizes(values: Map<string, string>): Map<string, number> {
  const sizes = new Map<string, number>();
  const visiting = new Set<string>();
  const sizeOf = (name: string): number => {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    if (visiting.has(name)) return Infinity;
    visiting.add(name);
    const value = values.get(name) ?? '';
    let size = value.length;
    for (const [reference, inner] of value.matchAll(/&([A-Za-z_][\w.-]*);/g)) {
      if (values.has(inner)) size += sizeOf(inner) - reference.length;
    }
    visiting.delete(name);
    sizes.set(name, size);
    return size;
  };
  for (const name of values.keys()) sizeOf(name);
  return sizes;
}

/** Whether entities that reference each other would expand the document beyond the limit. */
function isEntityBomb(xml: string, values: Map<string, string>): boolean {
  const nested = [...values].filter(([, value]) => [...value.matchAll(/&([A-Za-z_][\w.-]*);/g)].some(([, inner]) => values.has(inner)));
  if (!nested.length) return false;
  const sizes = nestedSizes(values);
  const body = xml.slice(xml.lastIndexOf(']>') + 2);
  return nested.some(([name]) => (sizes.get(name) ?? 0) * Math.max(1, countOf(body, `&${name};`)) > MAX_EXPANSION);
}

/**
 * Reads an XML file the way the retired B2B complaint import did. Internal entities expand
 * to their literal text (never re-parsed, so they cannot nest); external ones expand to a
 * decoy from the data directory when one stands in for the named file, else to nothing.
 */
export function readRetiredB2bXml(bytes: Buffer, dataDir: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): B2bReading {
  const xml = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const { SaxesParser } = loadSaxes();
  const parser = new SaxesParser();
  const decoyTexts: string[] = [];
  const out: string[] = [];
  let expansion = 0;

  parser.on('doctype', (doctype) => {
    // vuln: xxeFileDisclosureChallenge — external entities (SYSTEM "file:///…") are resolved;
    // here only against decoys kept in the data directory, never the host's file system.
    const declarations = isHardened(config, 'xxeFileDisclosureChallenge')
      ? [...doctype.matchAll(ENTITY_DECLARATION)].filter((match) => !match[1] && match[9] !== undefined)
      : [...doctype.matchAll(ENTITY_DECLARATION)].filter((match) => !match[1]);
    if (declarations.length > MAX_ENTITIES) throw new HttpError(400, `Too many entities (at most ${MAX_ENTITIES}).`);
    // vuln: xxeDosChallenge — the retired import still accepts a DTD, so entities may be
    // declared in terms of each other; a conforming parser would expand them exponentially.
    // Here their size is computed from the lengths and the document refused over the limit.
    if (isHardened(config, 'xxeDosChallenge')) {
      if (declarations.some((match) => /&[A-Za-z_][\w.-]*;/.test(match[9] ?? ''))) throw new HttpError(400, 'An entity may not refer to other entities.');
    } else {
      const internals = new Map(declarations.filter((match) => match[9] !== undefined).map((match) => [match[2], match[9]]));
      if (isEntityBomb(xml, internals)) throw new EntityBombError();
    }
    const root = decoyRoot(dataDir);
    for (const match of declarations) {
      const [, , name, , systemId, , , publicSystemId, , internal] = match;
      let value = '';
      if (internal !== undefined) {
        value = internal.slice(0, MAX_INTERNAL_VALUE);
      } else {
        const decoy = decoyFor(root, systemId ?? publicSystemId ?? '');
        if (decoy) {
          value = fs.readFileSync(decoy, 'utf8');
          decoyTexts.push(value);
        }
      }
      expansion += value.length * countOf(xml, `&${name};`);
      if (expansion > MAX_EXPANSION) throw new HttpError(413, 'The XML expands to too much text.');
      parser.ENTITIES[name] = value;
    }
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.entries(tag.attributes).map(([name, value]) => ` ${name}="${String(value)}"`);
    out.push(`<${tag.name}${attributes.join('')}${tag.isSelfClosing ? '/' : ''}>`);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) out.push(`</${tag.name}>`);
  });
  parser.on('text', (text) => out.push(text));
  parser.on('cdata', (text) => out.push(text));

  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return { text: `(unreadable XML: ${(error as Error).message.split('\n')[0]})`, disclosedDecoy: false };
  }
  const text = out.join('').trim();
  return {
    text: text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text,
    disclosedDecoy: decoyTexts.some((decoy) => decoy.trim() && text.includes(decoy.trim())),
  };
}
