// Jest's global setup: the build outputs the server suites read, made as the build makes them
// (tests run from the sources, so a fresh clone has neither yet).
import codingChallenges from './coding-challenges.setup.cjs';
import fonts from './fonts.global-setup.mjs';
import { buildSeedFiles } from '../scripts/build-seed-files.mjs';

export default async function setup() {
  // The coding challenges' snippets (dist/coding-challenges.json), generated from the sources.
  codingChallenges();
  // The order PDF's fonts (dist/fonts), when missing or older than their inputs.
  await fonts();
  // The binary seed files (dist/seed-files: a photo-wall picture, the support vault), likewise.
  await buildSeedFiles({ ifStale: true });
}
