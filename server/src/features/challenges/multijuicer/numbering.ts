import fs from 'node:fs';
import * as v from 'valibot';
import data from './numberings.json';

/**
 * How MultiJuicer's progress watchdog numbers challenges in the progress codes it builds to
 * restore a team's solves into a replaced pod: a challenge's number is its position (from 1) in
 * the challenge list of the best-known shop's release that the watchdog's image was built with
 * (its /challenges.json, converted from that release's data/static/challenges.yml); a key it
 * does not know becomes 0. Releases of MultiJuicer before 8.0 kept a fixed table, which is the
 * same positions of an older release. numberings.json holds, per distinct list, the releases of
 * the best-known shop that have it, the MultiJuicer releases built with it, and the keys in
 * order: facts read at those tags, nothing else.
 */
export interface Numbering {
  /** Releases of the best-known shop whose challenge list this is ("20.1.0", …). */
  referenceVersions: readonly string[];
  /** MultiJuicer releases whose watchdog numbers challenges with this list. */
  multiJuicerReleases: readonly string[];
  /** The keys in list order: key i (from 0) has number i + 1. */
  keys: readonly string[];
}

export const NUMBERINGS: readonly Numbering[] = data.numberings;

/** The names the setting takes: the best-known shop's releases, newest first. */
export function knownNumberingVersions(): string[] {
  return NUMBERINGS.flatMap((numbering) => numbering.referenceVersions);
}

/** MultiJuicer's /challenges.json: an array of challenges, of which the watchdog reads the key. */
const ChallengeListFile = v.pipe(v.array(v.looseObject({ key: v.pipe(v.string(), v.minLength(1)) })), v.minLength(1));

function keysOfFile(file: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`multiJuicer.progressCodeNumbering: ${file} could not be read as JSON (${(error as Error).message})`);
  }
  const list = v.safeParse(ChallengeListFile, parsed);
  if (!list.success) throw new Error(`multiJuicer.progressCodeNumbering: ${file} is not a challenge list (a JSON array of objects with a "key"), as MultiJuicer's /challenges.json is`);
  return list.output.map((challenge) => challenge.key);
}

/**
 * The keys in the watchdog's order for the setting multiJuicer.progressCodeNumbering: a release
 * of the best-known shop (see numberings.json), or the path of a .json file, for a MultiJuicer
 * image built against another release: the /challenges.json copied out of that image.
 */
export function numberingKeys(setting: string): readonly string[] {
  if (setting.endsWith('.json')) return keysOfFile(setting);
  const version = setting.replace(/^v/, '');
  const numbering = NUMBERINGS.find((candidate) => candidate.referenceVersions.includes(version));
  if (!numbering) {
    throw new Error(`multiJuicer.progressCodeNumbering "${setting}" is neither a known release of the challenge list (${knownNumberingVersions().join(', ')}) nor a .json file`);
  }
  return numbering.keys;
}
