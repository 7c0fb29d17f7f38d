// The first minute as a new user lives it: the README's "Run it" command, exactly as written,
// with an empty environment (PATH and HOME only), until the shop answers at 127.0.0.1:3000 and
// its first page shows products in a real Chromium. CI runs it (.ci/run) before `pnpm test`.
//
//   node scripts/first-minute/run.mjs --here                 in this checkout (CI's own fresh clone)
//   node scripts/first-minute/run.mjs --clone [--node-major 24]
//        on a fresh `git clone` of this checkout's HEAD, optionally under another Node major
//        (Node's own binary from the npm registry's node-linux-<arch> package, as the image build
//        takes it; native modules then compile against that Node's headers).
//
// Prints the time from the start (and from the clone) to the first answer and to the rendered
// page; exits 1 with the start's last output when the shop does not come up within 10 minutes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHOP = 'http://127.0.0.1:3000';
const DEADLINE_MS = 10 * 60_000;
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The first shell command under the README's "Run it" heading. */
export function readmeRunCommand(readme) {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Run it'));
  const command = section?.match(/```sh\n([^`]+?)\n```/)?.[1]?.trim();
  if (!command) throw new Error('README.md has no ```sh block under "## Run it"');
  return command;
}

/** Node's binary of the newest release of a major, from the npm registry: the folder with bin/ and include/. */
function nodeOfMajor(major) {
  const pkg = `node-${process.platform}-${process.arch === 'x64' ? 'x64' : process.arch}`;
  const versions = JSON.parse(execFileSync('npm', ['view', `${pkg}@${major}`, 'version', '--json'], { encoding: 'utf8' }));
  const version = [versions].flat().at(-1);
  const folder = path.join(os.homedir(), '.cache', 'pulp-first-minute', `${pkg}-${version}`);
  if (!fs.existsSync(path.join(folder, 'package', 'bin', 'node'))) {
    fs.mkdirSync(folder, { recursive: true });
    const tarball = execFileSync('npm', ['pack', '--silent', `${pkg}@${version}`], { cwd: folder, encoding: 'utf8' }).trim().split('\n').at(-1);
    execFileSync('tar', ['-xzf', tarball], { cwd: folder });
    fs.rmSync(path.join(folder, tarball));
  }
  return { version, folder: path.join(folder, 'package') };
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

async function waitFor(check, deadline, what) {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${seconds(DEADLINE_MS)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Opens the shop in Chromium and waits for the first product card, as a shopper sees it. */
async function rendersProducts() {
  const require = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const { chromiumPath, chromiumArgs } = require('./support/browser.js');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(SHOP);
    // A product card as trainers' automation finds it (shared/dom-contract.md): its name and price.
    await page.locator('.price').first().waitFor({ timeout: 60_000 });
    const name = (await page.locator('.name').first().textContent())?.trim();
    if (!name) throw new Error('the first product card has no name');
    const title = await page.title();
    if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
    return title;
  } finally {
    await browser.close();
  }
}

async function main() {
  const here = args.includes('--here');
  if (here === args.includes('--clone')) throw new Error('usage: run.mjs --here | --clone [--node-major N]');
  const started = Date.now();
  let cwd = REPO_ROOT;
  let scratch = null;
  if (!here) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-first-minute-'));
    cwd = path.join(scratch, 'pulp');
    execFileSync('git', ['clone', '--quiet', REPO_ROOT, cwd]);
  }
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  let nodeNote = process.version;
  const major = option('--node-major');
  if (major) {
    const node = nodeOfMajor(major);
    env.PATH = `${path.join(node.folder, 'bin')}${path.delimiter}${env.PATH}`;
    // Native modules (better-sqlite3) compile against this Node's own headers, not the machine's.
    env.npm_config_nodedir = node.folder;
    nodeNote = `v${node.version} (node-${process.platform}-${process.arch} from the npm registry)`;
  }
  const command = readmeRunCommand(fs.readFileSync(path.join(cwd, 'README.md'), 'utf8'));
  if (await answers(SHOP)) throw new Error(`something already answers at ${SHOP}: stop it first`);
  process.stdout.write(`first minute on Node ${nodeNote}, in ${here ? 'this checkout' : 'a fresh clone'}: ${command}\n`);
  const log = [];
  const start = spawn('bash', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [start.stdout, start.stderr]) {
    stream.on('data', (chunk) => {
      log.push(chunk.toString());
      if (log.length > 400) log.shift();
    });
  }
  let exited = null;
  start.on('exit', (code) => (exited = code));
  const commandStarted = Date.now();
  try {
    const deadline = commandStarted + DEADLINE_MS;
    await waitFor(async () => {
      if (exited !== null) throw new Error(`the command stopped (exit code ${exited}) before the shop answered`);
      return answers(SHOP);
    }, deadline, `an answer at ${SHOP}`);
    const answered = Date.now();
    const title = await rendersProducts();
    const rendered = Date.now();
    process.stdout.write(
      `first minute: the shop answered ${seconds(answered - commandStarted)} after the command started${here ? '' : ` (${seconds(answered - started)} after the clone began)`}, and "${title}" showed its products ${seconds(rendered - answered)} later\n`,
    );
    const output = log.join('');
    if (/\n\s+at .+:\d+:\d+\)?\n/.test(output)) throw new Error('the start printed a stack trace');
  } catch (error) {
    process.stderr.write(`first minute FAILED: ${error.message}\n--- the command's last output ---\n${log.join('').split('\n').slice(-40).join('\n')}\n`);
    process.exitCode = 1;
  } finally {
    try {
      process.kill(-start.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => (exited !== null ? resolve() : start.once('exit', resolve)));
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
