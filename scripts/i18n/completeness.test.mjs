// The completeness check on a made-up repository: a complete language passes, each kind of
// gap fails with a sentence naming it, and the command exits 1 for an incomplete language.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FRONT_END_PACKAGES } from '../../shared/packages.cjs';
import { checkAll, checkLanguage, completenessTable, languagesWithFiles, pluralForms, pseudoPlural } from './completeness.mjs';

const CHECK = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check.mjs');

let root;
const write = (file, content) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
};

/** English everywhere, and a French that is complete. */
function completeFrench() {
  write('shared/src/contract/languages.ts', "export const LANGUAGE_KEYS = ['en', 'fr'] as const;\n");
  write('shell/i18n/en.json', { GREETING: 'Hello {{name}}', BRAND: 'Pulp', RATIO: '{{count}} %' });
  write('shell/i18n/fr.json', { GREETING: 'Bonjour {{name}}', BRAND: 'Pulp', RATIO: '{{count}} %' });
  write('mf-account/i18n/en.json', { POLICY: 'We <hot>squeeze</hot> nothing' });
  write('mf-account/i18n/fr.json', { POLICY: 'Nous ne <hot>pressons</hot> <hot>rien</hot>' });
  for (const name of FRONT_END_PACKAGES.filter((name) => !['shell', 'mf-account'].includes(name))) {
    write(`${name}/i18n/en.json`, {});
    write(`${name}/i18n/fr.json`, {});
  }
  write('server/i18n/challenges/en.json', { oneChallenge: { description: 'Find `x`', hint: 'Look', mitigation: 'Fix' } });
  write('server/i18n/challenges/fr.json', { oneChallenge: { description: 'Trouver `x`', hint: 'Regarder', mitigation: 'Réparer' } });
  write('server/i18n/challenges/en.hints.json', { oneChallenge: { hints: ['Look around', 'Look closer'] } });
  write('server/i18n/challenges/fr.hints.json', { oneChallenge: { hints: ['Regarder autour', 'Regarder de plus près'] } });
  write('server/i18n/fixes/en.json', { oneChallenge: { right: 'Right: it checks', loose: 'It checks too little' } });
  write('server/i18n/fixes/fr.json', { oneChallenge: { right: 'Juste : il vérifie', loose: 'Il vérifie trop peu' } });
  write('server/i18n/terms/en.md', '# Terms');
  write('server/i18n/terms/fr.md', '# Conditions');
  write('scripts/i18n/identical/fr.json', ['shell:BRAND']);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-i18n-check-'));
  completeFrench();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the completeness check', () => {
  it('passes a complete language (brand names listed, texts without letters free)', () => {
    assert.deepEqual(languagesWithFiles(root), ['en', 'fr']);
    const french = checkLanguage(root, 'fr');
    assert.deepEqual(french.problems, []);
    assert.equal(french.packages.shell.translated, 3);
    assert.match(completenessTable(checkAll(root)), /\| fr \| 100 % \|/);
  });

  it('checks the support chat\'s texts once English has them', () => {
    assert.equal(checkLanguage(root, 'fr').packages.chatbot.keys, 0);
    write('server/i18n/chatbot/en.json', { GREETING_NEW: 'Hi, what is your name?', ANSWER_THANKS: 'You are welcome, {{name}}!' });
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['no file server/i18n/chatbot/fr.json']);
    write('server/i18n/chatbot/fr.json', { GREETING_NEW: 'Hi, what is your name?', ANSWER_THANKS: 'Avec plaisir, {{nom}} !' });
    assert.deepEqual(checkLanguage(root, 'fr').problems, [
      'chatbot:GREETING_NEW is identical to English and not on scripts/i18n/identical/fr.json',
      'chatbot:ANSWER_THANKS has placeholders {nom}, English {name}',
    ]);
  });

  it('fails a missing key, a stray key and a missing file, naming each', () => {
    write('shell/i18n/fr.json', { GREETING: 'Bonjour {{name}}', BRAND: 'Pulp', EXTRA: 'x' });
    fs.rmSync(path.join(root, 'mf-staff/i18n/fr.json'));
    const { problems, packages } = checkLanguage(root, 'fr');
    assert.deepEqual(problems, ['shell:RATIO is missing', 'shell:EXTRA is not an English key (stray)', 'no file mf-staff/i18n/fr.json']);
    assert.equal(packages.shell.translated, 2);
  });

  it('fails a changed placeholder, a lost tag, and an unlisted text left in English', () => {
    write('shell/i18n/fr.json', { GREETING: 'Bonjour {{nom}}', BRAND: 'Pulp', RATIO: '{{count}} %' });
    write('mf-account/i18n/fr.json', { POLICY: 'Nous ne pressons rien' });
    write('server/i18n/challenges/fr.json', { oneChallenge: { description: 'Trouver `x`', hint: 'Look', mitigation: 'Réparer' } });
    assert.deepEqual(checkLanguage(root, 'fr').problems, [
      'shell:GREETING has placeholders {nom}, English {name}',
      'mf-account:POLICY has tags [], English [/hot hot]',
      'challenges:oneChallenge.hint is identical to English and not on scripts/i18n/identical/fr.json',
    ]);
  });

  it('reads challenge texts from every part of a language (<lang>.<part>.json)', () => {
    write('server/i18n/challenges/en.batch-2.json', { twoChallenge: { description: 'Second', hint: 'Peek', mitigation: 'Mend' } });
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['challenges:twoChallenge.description is missing', 'challenges:twoChallenge.hint is missing', 'challenges:twoChallenge.mitigation is missing']);
    write('server/i18n/challenges/fr.batch-2.json', { twoChallenge: { description: 'Deuxième', hint: 'Jeter un œil', mitigation: 'Réparer' } });
    assert.deepEqual(checkLanguage(root, 'fr').problems, []);
    assert.deepEqual(languagesWithFiles(root), ['en', 'fr']);
  });

  it('holds a list (the hints) to English text by text: a missing one, an extra one, one left in English', () => {
    write('server/i18n/challenges/fr.hints.json', { oneChallenge: { hints: ['Regarder autour'] } });
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['challenges:oneChallenge.hints.1 is missing']);
    write('server/i18n/challenges/fr.hints.json', { oneChallenge: { hints: ['Look around', 'Regarder de plus près', 'Et encore'] } });
    assert.deepEqual(checkLanguage(root, 'fr').problems, [
      'challenges:oneChallenge.hints.0 is identical to English and not on scripts/i18n/identical/fr.json',
      'challenges:oneChallenge.hints.2 is not an English key (stray)',
    ]);
  });

  it('holds the "fix it" explanations to English option by option, from every part of a language', () => {
    write('server/i18n/fixes/en.batch-2.json', { oneChallenge: { prefix: 'A prefix is no address' }, twoChallenge: { right: 'Right: exact' } });
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['fixes:oneChallenge.prefix is missing', 'fixes:twoChallenge.right is missing']);
    write('server/i18n/fixes/fr.batch-2.json', { oneChallenge: { prefix: 'Un préfixe n’est pas une adresse' }, twoChallenge: { right: 'Right: exact' } });
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['fixes:twoChallenge.right is identical to English and not on scripts/i18n/identical/fr.json']);
  });

  it('fails a language without terms of use, and one the shop would not list', () => {
    fs.rmSync(path.join(root, 'server/i18n/terms/fr.md'));
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['no terms of use server/i18n/terms/fr.md']);
    write('shell/i18n/ko.json', {});
    assert.deepEqual(languagesWithFiles(root), ['en', 'fr', 'ko']);
    assert.match(checkLanguage(root, 'ko').problems[0], /ko is not in LANGUAGE_KEYS/);
  });

  it("holds counted words to each language's own plural forms, a form free to leave the number out", () => {
    write('shared/src/contract/languages.ts', "export const LANGUAGE_KEYS = ['en', 'fr', 'ja', 'ar'] as const;\n");
    write('mf-checkout/i18n/en.json', { ETA_one: 'In {{count}} day', ETA_other: 'In {{count}} days' });
    write('mf-checkout/i18n/fr.json', { ETA_one: 'Dans {{count}} jour', ETA_other: 'Dans {{count}} jours' });
    write('mf-checkout/i18n/ja.json', { ETA_one: '{{count}}日後', ETA_other: '{{count}}日後' });
    assert.deepEqual(pluralForms('fr'), ['one', 'many', 'other']);
    assert.deepEqual(pluralForms('ar'), ['zero', 'one', 'two', 'few', 'many', 'other']);
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['mf-checkout:ETA_many is missing']);
    assert.deepEqual(
      checkLanguage(root, 'ja').problems.filter((problem) => problem.startsWith('mf-checkout')),
      ['mf-checkout:ETA_one is not an English key (stray)'],
    );
    write('mf-checkout/i18n/fr.json', { ETA_one: 'Dans {{count}} jour', ETA_many: 'Dans {{count}} de jours', ETA_other: 'Dans {{count}} jours' });
    assert.deepEqual(checkLanguage(root, 'fr').problems, []);
    assert.equal(checkLanguage(root, 'fr').packages['mf-checkout'].keys, 3);
    const arabic = { ETA_zero: 'خلال {{count}} يوم', ETA_one: 'خلال يوم واحد', ETA_two: 'خلال يومين', ETA_few: 'خلال {{count}} أيام', ETA_many: 'خلال {{count}} يومًا', ETA_other: 'خلال {{count}} يوم' };
    write('mf-checkout/i18n/ar.json', arabic);
    assert.deepEqual(checkLanguage(root, 'ar').problems.filter((problem) => problem.startsWith('mf-checkout')), []);
    write('mf-checkout/i18n/ar.json', { ...arabic, ETA_two: 'خلال يومين {{days}}' });
    assert.deepEqual(checkLanguage(root, 'ar').problems.filter((problem) => problem.startsWith('mf-checkout')), ['mf-checkout:ETA_two has placeholders {days}, English {}']);
  });

  it('refuses both forms written at once, in any language, and leaves paths, code and brackets alone', () => {
    for (const pseudo of ['Expected in {{eta}} day(s)', 'Noch ein(e) {{product}}', 'Lieferung in {{eta}} Tag(en)', '{{steps}} stap(pen)', 'entro {{eta}} giorno/i', 'otro/a producto', 'خلال {{eta}} يوم/أيام', '{{eta}} 天/日']) {
      assert.notEqual(pseudoPlural(pseudo), null, pseudo);
    }
    for (const fine of ['Show/hide the password', 'Mostrar/ocultar', 'Reviews ({{count}})', 'Amount (PLP)', 'a file sent as application/pdf', 'is /assets/i18n/eo.json', 'see https://pulp.example/a/b', 'run `ls(1)` first', 'km/h']) {
      assert.equal(pseudoPlural(fine), null, fine);
    }
    write('shell/i18n/fr.json', { GREETING: 'Bonjour {{name}}', BRAND: 'Pulp', RATIO: '{{count}} jour(s) %' });
    assert.deepEqual(checkLanguage(root, 'fr').problems, ['shell:RATIO writes "jour(s)": counted words take i18next\'s plural forms (RATIO_one, _many, _other)']);
    write('server/i18n/challenges/fr.json', { oneChallenge: { description: 'Trouver `x` en {{n}} étape(s)', hint: 'Regarder', mitigation: 'Réparer' } });
    assert.match(checkLanguage(root, 'fr').problems.at(-1), /^challenges:oneChallenge\.description writes "étape\(s\)"/);
  });

  it('exits 1 and prints the table and the gaps for an incomplete language', () => {
    const passing = spawnSync(process.execPath, [CHECK, '--root', root], { encoding: 'utf8' });
    assert.equal(passing.status, 0, passing.stdout + passing.stderr);
    assert.match(passing.stdout, /i18n: 2 passed, 0 failed/);
    write('shell/i18n/fr.json', { GREETING: 'Bonjour {{name}}', BRAND: 'Pulp' });
    const failing = spawnSync(process.execPath, [CHECK, '--root', root], { encoding: 'utf8' });
    assert.equal(failing.status, 1);
    assert.match(failing.stdout, /\| fr \| 66\.6 % \|/);
    assert.match(failing.stdout, /shell:RATIO is missing/);
    assert.match(failing.stdout, /i18n: 1 passed, 1 failed/);
  });
});
