// Extracts the "find it" coding challenges from the sources into server/dist/coding-challenges.json.
// Run by the server's build, by its jest setup and by ensure-built (pnpm start, pnpm test); the
// server reads only the generated file, never the sources at request time.
//
// Convention (ARCHITECTURE.md, "Coding challenges"): a whole-line comment `// vuln: <key>[, <key>…]`
// (or a ` * vuln:` line of a block comment, or `{/* vuln: … */}` in JSX) marks the statement that
// starts on the first code line after the comment. That statement's lines are the vulnerable
// lines; a compound statement (a route, a function, an `if` with a block) counts up to the line
// that opens its body (so mark the line inside that holds the flaw, not the function around it). `<key> ~N` also accepts the N shown lines before and after as neutral. The
// snippet is the enclosing function (or route registration), at most MAX_LINES long; a key with
// spots in several files gets one section per file. Marker comments are left out of the snippet
// (they would give the answer away), and so are one-line detections (`solve(ctx, …)`, `solveIf(ctx,
// …)`) unless marked; line numbers count the lines as shown.
//
// Hardened mode (ARCHITECTURE.md, "Hardened mode: the fix beside the flaw"): a spot whose code is
// wrapped in a switch, `if (isHardened(…, '<key>'…)) { <fix> } else { <flaw> }` or
// `isHardened(…, '<key>'…) ? <fix> : <flaw>`, is shown with the flaw alone (the switch and the fix
// would give the answer away), and the key's right "fix it" option is generated from it: the
// flaw's lines (−) against the fix's lines (+), as they would read in the snippet.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { diffArrays } from 'diff';
import { SOURCE_FOLDERS } from '../../shared/packages.cjs';

const require = createRequire(import.meta.url);
// Loaded when extracting, so that importing this module (packages.mjs does) costs nothing.
let ts;

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SERVER, '..');
export const OUTPUT = path.join(SERVER, 'dist', 'coding-challenges.json');

/** Where spots are looked for, in the order a key's sections are shown (server first). */
function sourceRoots() {
  return ['server/src', ...SOURCE_FOLDERS.filter((folder) => folder !== 'server/src')];
}

const MAX_LINES = 40;
const MIN_LINES = 8;
/** Lines shown before and after a spot when its enclosing unit is longer than MAX_LINES. */
const BEFORE = 14;
const AFTER = 22;

const MARKER = /^\s*(?:\/\/|\*|\/\*\*?|\{\/\*)\s*vuln:\s*(.*)$/;
const LINE_COMMENT = /^\s*\/\//;
/** A one-line challenge detection (solve/solveIf): Pulp's instrumentation, not the shop's logic. */
const DETECTION = /^\s*(?:if \(.*\) )?solve(?:If)?\(ctx, '[A-Za-z0-9]+'.*\);\s*$/;

/** The keys a marker names (prose after the em dash and parentheses are not keys). */
export function parseMarker(rest) {
  const names = rest
    .split('—')[0]
    .replace(/\*\/.*$/, '')
    .replace(/\([^)]*\)/g, '');
  const keys = [];
  for (const part of names.split(',')) {
    const match = /^([A-Za-z][A-Za-z0-9]*)(?:\s*~\s*(\d+))?(\s*\?)?$/.exec(part.trim());
    if (match) keys.push({ key: match[1], neutral: match[2] ? Number(match[2]) : 0, optional: Boolean(match[3]) });
  }
  return keys;
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__tests__') found.push(...filesUnder(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

/** The lines of the comment that holds the marker on line i: [first, last]. */
function commentExtent(lines, i) {
  if (LINE_COMMENT.test(lines[i])) {
    let last = i;
    while (last + 1 < lines.length && LINE_COMMENT.test(lines[last + 1])) last += 1;
    return [i, last];
  }
  let first = i;
  while (first > 0 && !lines[first].includes('/*')) first -= 1;
  let last = i;
  while (last < lines.length - 1 && !lines[last].includes('*/')) last += 1;
  return [first, last];
}

const lineOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).line;
const isFunction = (node) =>
  ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isAccessor(node);
const STOPS = () => [ts.SyntaxKind.SourceFile, ts.SyntaxKind.Block, ts.SyntaxKind.ModuleBlock, ts.SyntaxKind.CaseClause, ts.SyntaxKind.DefaultClause, ts.SyntaxKind.ClassDeclaration];

/** The outermost node that starts exactly at pos, with its ancestors (innermost first). */
function nodeAt(source, pos) {
  const ancestors = [];
  let current = source;
  for (;;) {
    let next;
    ts.forEachChild(current, (child) => {
      if (!next && child.getStart(source) <= pos && pos < child.end) next = child;
    });
    if (!next) return null;
    if (next.getStart(source) === pos) return { node: next, ancestors: [current, ...ancestors] };
    ancestors.unshift(current);
    current = next;
  }
}

/** The statement (in a block or the file) that holds node. */
function statementOf(node) {
  let current = node;
  while (current.parent && !STOPS().includes(current.parent.kind)) current = current.parent;
  return current;
}

function firstBody(node) {
  let found;
  const visit = (child) => {
    if (found) return;
    if (ts.isBlock(child) || ts.isModuleBlock(child) || ts.isCaseBlock(child)) found = child;
    else ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

function span(source, node) {
  return [lineOf(source, node.getStart(source)), lineOf(source, node.end)];
}

/** One spot: its vulnerable lines and the window shown around it (0-based lines of the file). */
function spotOf(source, lines, codeLine) {
  const pos = source.getPositionOfLineAndCharacter(codeLine, lines[codeLine].length - lines[codeLine].trimStart().length);
  const found = nodeAt(source, pos);
  if (!found) return { vuln: [codeLine, codeLine], window: [Math.max(0, codeLine - BEFORE), Math.min(lines.length - 1, codeLine + AFTER)] };
  const { node } = found;
  const [start, end] = span(source, node);
  const body = firstBody(node);
  const vulnEnd = body ? Math.max(start, lineOf(source, body.getStart(source))) : end;

  // Units around the spot, innermost first: the spot itself when it is a compound unit (a route,
  // a function), then the statement around each enclosing function; the largest that fits wins.
  const units = [];
  if (body) units.push(node);
  for (let parent = node.parent; parent; parent = parent.parent) if (isFunction(parent)) units.push(statementOf(parent));
  if (!units.length) units.push(statementOf(node));
  const fitting = units.filter((unit) => span(source, unit)[1] - span(source, unit)[0] + 1 <= MAX_LINES);
  let window;
  if (fitting.length) {
    const unit = fitting[fitting.length - 1];
    window = span(source, unit);
    // A short unit gets its neighbouring statements, whole, as context.
    const siblings = unit.parent && 'statements' in unit.parent ? [...unit.parent.statements] : [];
    let index = siblings.indexOf(unit);
    let [before, after] = [index - 1, index + 1];
    while (window[1] - window[0] + 1 < MIN_LINES && (before >= 0 || after < siblings.length)) {
      if (after < siblings.length) {
        const [, to] = span(source, siblings[after++]);
        if (to - window[0] + 1 > MAX_LINES) after = siblings.length;
        else window[1] = to;
      } else {
        const [from] = span(source, siblings[before--]);
        if (window[1] - from + 1 > MAX_LINES) before = -1;
        else window[0] = from;
      }
    }
  } else {
    const [from, to] = span(source, units[0]);
    window = [Math.max(from, start - BEFORE), Math.min(to, vulnEnd + AFTER)];
  }
  return { vuln: [start, vulnEnd], window };
}


/** The function a spot's switch calls (server/src/config/hardened.ts, shared/src/contract/hardening.ts, shared/src/config/hardened.ts). */
const SWITCH = 'isHardened';

const columnOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).character;
const unwrapped = (node) => (ts.isParenthesizedExpression(node) ? unwrapped(node.expression) : node);
const isJsx = (node) => ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);

class ConventionError extends Error {
  constructor(source, node, message) {
    super(`${source.fileName}:${lineOf(source, node.getStart(source)) + 1}: ${message}`);
  }
}

/** The keys of a switch's condition, or null when the expression is no `isHardened(…, 'key'…)` call. */
function switchKeys(source, expression) {
  if (!ts.isCallExpression(expression) || !ts.isIdentifier(expression.expression) || expression.expression.text !== SWITCH) return null;
  const keys = expression.arguments.slice(1).map((argument) => (ts.isStringLiteral(argument) ? argument.text : null));
  if (!keys.length || keys.includes(null)) throw new ConventionError(source, expression, `${SWITCH}(…) needs the challenge keys as string literals after its first argument`);
  return keys;
}

/** Lines [first, last] of a block's inside, dedented to the column of the statement that holds it. */
function blockInside(source, lines, block, column) {
  const first = lineOf(source, block.getStart(source)) + 1;
  const last = lineOf(source, block.end) - 1;
  if (lines[first - 1].trimEnd().slice(-1) !== '{' || lines[last + 1].trim()[0] !== '}') throw new ConventionError(source, block, 'a switch\'s blocks open at the end of a line and close at the start of one');
  const inside = lines.slice(first, last + 1);
  const indent = Math.min(...inside.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  const shift = Number.isFinite(indent) ? indent - column : 0;
  return inside.map((line) => (line.slice(0, shift).trim() ? line : line.slice(Math.max(0, shift))));
}

/** Moves every line but the first by `shift` columns (left when positive). */
function reindent(text, shift) {
  return text
    .split('\n')
    .map((line, i) => (i === 0 || !shift ? line : shift > 0 ? (line.slice(0, shift).trim() ? line : line.slice(shift)) : ' '.repeat(-shift) + line))
    .join('\n');
}

/**
 * The hardening switches of a file: where each one is (character range) and what replaces it in
 * the vulnerable view (its flaw) and in the hardened view (its fix).
 */
function switchesIn(source, text) {
  const lines = text.split('\n');
  const found = [];
  const visit = (node, inside) => {
    let keys = null;
    if (ts.isIfStatement(node) && (keys = switchKeys(source, node.expression))) {
      if (!node.elseStatement || !ts.isBlock(node.elseStatement) || !ts.isBlock(node.thenStatement)) throw new ConventionError(source, node, `an if (${SWITCH}(…)) switch has a { fix } block and an else { flaw } block`);
      const start = node.getStart(source);
      const [first, last] = [lineOf(source, start), lineOf(source, node.end)];
      if (lines[first].trimStart() !== lines[first].slice(columnOf(source, start)) || lines[last].slice(columnOf(source, node.end)).trim()) throw new ConventionError(source, node, 'an if switch takes whole lines of its own');
      const column = columnOf(source, start);
      found.push({
        keys,
        node,
        range: [source.getPositionOfLineAndCharacter(first, 0), source.getPositionOfLineAndCharacter(last, 0) + lines[last].length],
        fix: blockInside(source, lines, node.thenStatement, column).join('\n'),
        vuln: blockInside(source, lines, node.elseStatement, column).join('\n'),
      });
    } else if (ts.isConditionalExpression(node) && (keys = switchKeys(source, unwrapped(node.condition)))) {
      const [fix, vuln] = [unwrapped(node.whenTrue), unwrapped(node.whenFalse)];
      // {isHardened(…) ? <a/> : <b/>} among JSX children is replaced whole, braces too.
      let wrapper = ts.isJsxExpression(node.parent) && (ts.isJsxElement(node.parent.parent) || ts.isJsxFragment(node.parent.parent)) && isJsx(fix) && isJsx(vuln) ? node.parent : node;
      // A contract spot, v.lazy(() => isHardened(contractParse, …) ? strict : loose), is replaced whole.
      let outer = node.parent;
      while (outer && ts.isParenthesizedExpression(outer)) outer = outer.parent;
      if (outer && ts.isArrowFunction(outer) && outer.parent && ts.isCallExpression(outer.parent) && outer.parent.expression.getText(source) === 'v.lazy') wrapper = outer.parent;
      const start = wrapper.getStart(source);
      const branch = (part) => reindent(text.slice(part.getStart(source), part.end), columnOf(source, part.getStart(source)) - columnOf(source, start));
      found.push({ keys, node, range: [start, wrapper.end], fix: branch(fix), vuln: branch(vuln) });
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === SWITCH) {
      throw new ConventionError(source, node, `${SWITCH}(…) is only a switch's condition: if (${SWITCH}(…)) { fix } else { flaw } or ${SWITCH}(…) ? fix : flaw`);
    }
    if (keys && inside) throw new ConventionError(source, node, 'a switch inside another switch');
    if (keys) {
      // The condition is read; the branches are looked into for nested switches and stray calls.
      const [fix, vuln] = ts.isIfStatement(node) ? [node.thenStatement, node.elseStatement] : [node.whenTrue, node.whenFalse];
      visit(fix, true);
      visit(vuln, true);
    } else ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, false);
  return found.sort((a, b) => a.range[0] - b.range[0]);
}

/** The file's text with every switch replaced by one side; each switch's lines there (0-based). */
function viewOf(text, switches, side) {
  let out = '';
  let at = 0;
  const places = [];
  for (const one of switches) {
    out += text.slice(at, one.range[0]);
    const first = out.split('\n').length - 1;
    out += one[side];
    places.push([first, out.split('\n').length - 1]);
    at = one.range[1];
  }
  return { text: out + text.slice(at), places };
}

/**
 * A file as trainees see it (`vuln`: every switch replaced by its flaw) and as hardened mode runs
 * it (`fix`), with the lines each switch takes in both.
 */
function viewsOf(file, text) {
  if (!text.includes(SWITCH)) return { vuln: text, switches: [] };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const switches = switchesIn(source, text);
  if (!switches.length) return { vuln: text, switches: [] };
  const vuln = viewOf(text, switches, 'vuln');
  const fix = viewOf(text, switches, 'fix');
  const fixLines = fix.text.split('\n');
  return {
    vuln: vuln.text,
    switches: switches.map((one, i) => {
      for (const side of ['fix', 'vuln']) {
        if (one[side].split('\n').some((line) => MARKER.test(line)) || /(^|\n)\s*(?:if \(.*\) )?solve(?:If)?\(ctx, '/.test(one[side])) throw new ConventionError(source, one.node, `a switch's ${side} holds a vuln: marker or a detection (the marker goes above the switch, detections outside it)`);
      }
      return { keys: one.keys, vulnLines: vuln.places[i], fixLines: fixLines.slice(fix.places[i][0], fix.places[i][1] + 1) };
    }),
  };
}

/**
 * What a function of the file is called where a trainee reads it: its name, or for a callback
 * the call it is handed to (`serve(app, account.changePassword, …)`, `app.get('/ftp', …)`).
 * Null for callbacks of other kinds (JSX handlers, array methods' arguments are calls too and
 * get the call's text).
 */
function unitLabel(source, node) {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isAccessor(node)) && node.name) return `${node.name.getText(source)}()`;
  if (ts.isConstructorDeclaration(node)) return 'constructor()';
  const { parent } = node;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return `${parent.name.text}()`;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) return `${parent.name.getText(source)}()`;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).replace(/\s+/g, '');
    const before = parent.arguments.slice(0, parent.arguments.indexOf(node)).map((argument) => argument.getText(source).replace(/\s+/g, ' '));
    const text = `${callee}(${[...before, '…'].join(', ')})`;
    return text.length <= 90 ? text : `${callee}(…)`;
  }
  return null;
}

/** The file's functions with a label: [first, last] line (0-based) and the label. */
function unitsOf(source) {
  const units = [];
  const visit = (node) => {
    if (isFunction(node)) {
      const label = unitLabel(source, node);
      if (label) units.push({ label, span: span(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return units;
}

/** The spots of one file, by key, and its switches. */
function spotsIn(file) {
  const original = fs.readFileSync(file, 'utf8');
  if (!original.includes('vuln:') && !original.includes(SWITCH)) return { spots: [], switches: [] };
  const { vuln: text, switches } = viewsOf(file, original);
  const lines = text.split('\n');
  const markers = [];
  const hidden = new Set();
  lines.forEach((line, i) => {
    const match = MARKER.exec(line);
    if (!match) return;
    const keys = parseMarker(match[1]);
    if (!keys.length) return;
    const [first, last] = commentExtent(lines, i);
    for (let n = LINE_COMMENT.test(line) ? i : first; n <= last; n += 1) hidden.add(n);
    markers.push({ line: i, last, keys });
  });
  if (!markers.length) return { spots: [], switches };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const spots = [];
  for (const marker of markers) {
    let codeLine = marker.last + 1;
    while (codeLine < lines.length && (hidden.has(codeLine) || !lines[codeLine].trim() || LINE_COMMENT.test(lines[codeLine]))) codeLine += 1;
    if (codeLine >= lines.length) continue;
    const spot = spotOf(source, lines, codeLine);
    for (const { key, neutral, optional } of marker.keys) spots.push({ key, neutral, optional, ...spot });
  }
  const units = unitsOf(source);
  return { spots: spots.map((spot) => ({ ...spot, file, lines, hidden, units })), switches: switches.map((one) => ({ ...one, lines })) };
}

/**
 * The lines of a switch's flaw its fix removes, and where it adds lines to the flaw (the file
 * line the added lines go before), in the file's 0-based lines.
 */
function switchChanges(one, indent) {
  const before = dedent(one.lines.slice(one.vulnLines[0], one.vulnLines[1] + 1), indent);
  const after = dedent(withoutComments(one.fixLines), indent);
  const removed = [];
  const insertions = [];
  let at = one.vulnLines[0];
  for (const change of diffArrays(before, after)) {
    if (change.added) {
      insertions.push(at);
      continue;
    }
    if (change.removed) for (let k = 0; k < change.value.length; k += 1) removed.push(at + k);
    at += change.value.length;
  }
  return { removed, insertions };
}

/**
 * Shows sections as one snippet; returns the text, the shown numbers of the lines that must be
 * selected (vulnLines), those that may be (neutralLines), groups of which one must be
 * (alternatives) and the labelled functions the lines belong to (units).
 *
 * What must be selected is the marked statement. Where it heads a switch, every line the fix
 * removes may be selected too; where the fix only adds lines (a missing check), the gap is the
 * flaw: either line beside it will do. A spot marked `<key> ?` may be selected, never must be
 * (a line that lets the flaw work, such as a loose policy other challenges need as well).
 */
function render(sections, switches = []) {
  const out = [];
  const vulnLines = new Set();
  const neutralLines = new Set();
  const alternatives = [];
  const units = [];
  for (const section of sections) {
    if (out.length) out.push('');
    out.push(`// ${section.relative}`);
    const shown = [];
    const marked = new Set(section.spots.flatMap((spot) => Array.from({ length: spot.vuln[1] - spot.vuln[0] + 1 }, (_, k) => spot.vuln[0] + k)));
    for (let n = section.window[0]; n <= section.window[1]; n += 1) {
      if (!section.hidden.has(n) && (marked.has(n) || !DETECTION.test(section.lines[n]))) shown.push(n);
    }
    const indent = Math.min(...shown.filter((n) => section.lines[n].trim()).map((n) => section.lines[n].length - section.lines[n].trimStart().length));
    section.indent = Number.isFinite(indent) ? indent : 0;
    const numberOf = new Map();
    for (const n of shown) {
      out.push(section.lines[n].slice(section.indent).trimEnd());
      numberOf.set(n, out.length);
    }
    const shownBefore = (n) => [...shown].reverse().find((line) => line < n);
    const shownFrom = (n) => shown.find((line) => line >= n);
    /** Shown code lines beside a gap (blank and comment lines are no place for a check). */
    const isCode = (n) => section.lines[n].trim() && !/^\s*(?:\/\/|\/\*|\*|\{\/\*)/.test(section.lines[n]);
    const codeBefore = (n) => [...shown].reverse().find((line) => line < n && isCode(line));
    const codeFrom = (n) => shown.find((line) => line >= n && isCode(line));
    // Every line a fix of the key removes here may be selected: it is part of what the fix changes.
    const changes = new Map(switches.filter((one) => one.relative === section.relative && one.vulnLines[0] >= section.window[0] && one.vulnLines[1] <= section.window[1]).map((one) => [one, switchChanges(one, section.indent)]));
    for (const { removed } of changes.values()) for (const n of removed) if (numberOf.has(n)) neutralLines.add(numberOf.get(n));
    for (const unit of section.units ?? []) {
      const [from, to] = [shownFrom(unit.span[0]), shownBefore(unit.span[1] + 1)];
      if (from !== undefined && to !== undefined && from <= to) units.push({ label: unit.label, lines: [numberOf.get(from), numberOf.get(to)] });
    }
    for (const spot of section.spots) {
      const marked = [];
      for (let n = spot.vuln[0]; n <= spot.vuln[1]; n += 1) if (numberOf.has(n)) marked.push(numberOf.get(n));
      if (spot.optional) {
        for (const line of marked) neutralLines.add(line);
        continue;
      }
      const own = [...changes.keys()].find((one) => one.keys.includes(spot.key) && spot.vuln[0] >= one.vulnLines[0] && spot.vuln[0] <= one.vulnLines[1]);
      if (own) {
        const { removed, insertions } = changes.get(own);
        if (!removed.length && insertions.length) {
          for (const at of insertions) {
            const beside = [codeBefore(at), codeFrom(at)].filter((n) => n !== undefined).map((n) => numberOf.get(n));
            alternatives.push(beside);
            for (let line = Math.min(...beside) - spot.neutral; line <= Math.max(...beside) + spot.neutral; line += 1) if (line >= numberOf.get(shown[0])) neutralLines.add(line);
          }
          continue;
        }
        // A long marked statement (a text over several lines) is flawed where the fix changes it;
        // a line of punctuation alone (`/>`, `];`) is no place a trainee should have to name.
        const changedLines = marked.filter((line) => removed.some((n) => numberOf.get(n) === line));
        const worded = changedLines.filter((line) => /\w/.test(out[line - 1]));
        const changed = worded.length ? worded : changedLines;
        if (changed.length) {
          for (const line of marked) neutralLines.add(line);
          marked.splice(0, marked.length, ...changed);
        }
      }
      for (const line of marked) vulnLines.add(line);
      if (!marked.length || !spot.neutral) continue;
      const [low, high] = [Math.min(...marked), Math.max(...marked)];
      for (let line = low - spot.neutral; line <= high + spot.neutral; line += 1) {
        const inSection = line > numberOf.get(shown[0]) - 1 && line <= numberOf.get(shown[shown.length - 1]);
        if (inSection && !marked.includes(line)) neutralLines.add(line);
      }
    }
  }
  const sorted = (set) => [...set].sort((a, b) => a - b);
  const grouped = new Set(alternatives.flat());
  for (const line of [...vulnLines, ...grouped]) neutralLines.delete(line);
  return { snippet: out.join('\n'), vulnLines: sorted(vulnLines), neutralLines: sorted(neutralLines), alternatives: alternatives.map((group) => sorted(new Set(group))), units };
}

/**
 * A fix's lines without its whole-line comments: the comments explain the fix to whoever
 * reads the source, but in "fix it" only the right option would carry them, which gives it
 * away (each option is explained after the answer instead).
 */
function withoutComments(lines) {
  let inBlock = false;
  return lines.filter((line) => {
    const text = line.trim();
    if (inBlock) {
      inBlock = !text.includes('*/');
      return false;
    }
    if (/^(?:\/\/|\{\/\*.*\*\/\}$)/.test(text)) return false;
    if (text.startsWith('/*') || text.startsWith('{/*')) {
      inBlock = !text.includes('*/');
      return false;
    }
    return true;
  });
}

/** Lines without the snippet's indentation (the lines as the snippet shows them). */
const dedent = (lines, indent) => lines.map((line) => (line.slice(0, indent).trim() ? line : line.slice(indent)).trimEnd());

/**
 * The right "fix it" option of a key with switches: per switch, the flaw's lines (−) against
 * the fix's (+), unchanged lines as context, indented as the snippet shows them; a key with
 * sections in several files heads each part with its path, as the snippet does.
 */
function fixDiff(sections, switches) {
  const parts = [];
  for (const section of sections) {
    const own = switches.filter((one) => one.relative === section.relative && one.vulnLines[0] >= section.window[0] && one.vulnLines[1] <= section.window[1]);
    if (!own.length) continue;
    const lines = [];
    if (sections.length > 1) lines.push(` // ${section.relative}`);
    for (const one of own) {
      const before = dedent(one.lines.slice(one.vulnLines[0], one.vulnLines[1] + 1), section.indent);
      const after = dedent(withoutComments(one.fixLines), section.indent);
      for (const change of diffArrays(before, after)) {
        const mark = change.added ? '+' : change.removed ? '-' : ' ';
        for (const line of change.value) lines.push(`${mark}${line}`);
      }
    }
    parts.push(lines.join('\n'));
  }
  return parts.join('\n');
}

/** Every key's snippet, from the sources under the repository root. */
export function extractCodingChallenges(root = REPO_ROOT) {
  ts ??= require('typescript');
  const byKey = new Map();
  const switchesByKey = new Map();
  for (const dir of sourceRoots()) {
    for (const file of filesUnder(path.join(root, dir)).sort()) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const { spots, switches } = spotsIn(file);
      for (const one of switches) {
        for (const key of one.keys) switchesByKey.set(key, [...(switchesByKey.get(key) ?? []), { ...one, relative }]);
      }
      for (const spot of spots) {
        const sections = byKey.get(spot.key) ?? [];
        byKey.set(spot.key, sections);
        // Spots of one key in one file share a section when their windows overlap.
        const near = sections.find((s) => s.relative === relative && s.window[0] <= spot.window[1] && spot.window[0] <= s.window[1]);
        if (near) {
          near.window = [Math.min(near.window[0], spot.window[0]), Math.max(near.window[1], spot.window[1])];
          near.spots.push(spot);
        } else {
          sections.push({ relative, window: [...spot.window], lines: spot.lines, hidden: spot.hidden, units: spot.units, spots: [spot] });
        }
      }
    }
  }
  const challenges = {};
  for (const key of [...byKey.keys()].sort()) {
    const sections = byKey.get(key);
    const switches = switchesByKey.get(key);
    challenges[key] = { ...render(sections, switches), files: sections.map((section) => section.relative) };
    if (switches) {
      const diff = fixDiff(sections, switches);
      const outside = switches.filter((one) => !sections.some((section) => section.relative === one.relative && one.vulnLines[0] >= section.window[0] && one.vulnLines[1] <= section.window[1]));
      if (!diff || outside.length) throw new Error(`${key}: a switch of ${outside.map((one) => one.relative).join(', ') || 'it'} is not in the key's snippet (put the vuln: marker above the switch)`);
      challenges[key].fix = { diff, files: [...new Set(switches.map((one) => one.relative))] };
    }
  }
  for (const key of switchesByKey.keys()) if (!byKey.has(key)) throw new Error(`${key}: ${SWITCH}(…, '${key}') switches code that no vuln: marker names`);
  return { version: 1, challenges };
}

export function writeCodingChallenges(output = OUTPUT) {
  const data = extractCodingChallenges();
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const text = `${JSON.stringify(data, null, 1)}\n`;
  // Unchanged data is not rewritten, so the file's time says when the spots last changed.
  if (!fs.existsSync(output) || fs.readFileSync(output, 'utf8') !== text) fs.writeFileSync(output, text);
  return data;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const data = writeCodingChallenges();
  if (!process.argv.includes('--quiet')) console.log(`coding challenges: ${Object.keys(data.challenges).length} snippets in ${path.relative(process.cwd(), OUTPUT)}`);
}
