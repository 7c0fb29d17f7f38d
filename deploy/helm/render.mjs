// Renders the Helm chart without Helm (not installable from the npm registry or Debian): an
// interpreter for the part of Go's text/template and Helm's functions that this chart uses —
// {{ .Values.x }}, {{ $.Values.x }}, if/else if/else/with/range/define/end, {{- -}} trimming,
// pipelines, and include, toYaml, toJson, nindent, indent, quote, default, trunc, trimSuffix,
// printf, required, eq, ne, not, and, or. Anything else throws, so a template that steps outside
// the subset fails the test instead of rendering wrongly. `helm template` gives the same output.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** Splits a template into text and actions, applying {{- and -}} trimming. */
function tokenize(source, file) {
  const tokens = [];
  const pattern = /\{\{(-?)(\s*)([\s\S]*?)(\s*)(-?)\}\}/g;
  let last = 0;
  let trimNext = false;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    // "{{-" and "-}}" trim only with a space beside the dash (Go's rule).
    const trimBefore = match[1] === '-' && match[2].length > 0;
    const trimAfter = match[5] === '-' && match[4].length > 0;
    if (trimBefore) text = text.replace(/\s+$/, '');
    if (text) tokens.push({ type: 'text', text });
    let action = match[3];
    if (match[1] === '-' && !trimBefore) action = `-${match[2]}${action}`;
    if (match[5] === '-' && !trimAfter) action = `${action}${match[4]}-`;
    if (!/^\/\*[\s\S]*\*\/$/.test(action)) tokens.push({ type: 'action', action: action.trim(), file });
    trimNext = trimAfter;
    last = pattern.lastIndex;
  }
  let rest = source.slice(last);
  if (trimNext) rest = rest.replace(/^\s+/, '');
  if (rest) tokens.push({ type: 'text', text: rest });
  return tokens;
}

/** Builds the tree: { type: text|output|if|with|range|define, ... }. */
function parse(tokens) {
  let index = 0;
  function list(enders) {
    const nodes = [];
    while (index < tokens.length) {
      const token = tokens[index];
      if (token.type === 'text') {
        nodes.push(token);
        index += 1;
        continue;
      }
      const [keyword] = token.action.split(/\s+/, 1);
      if (enders.includes(keyword)) return { nodes, ender: token };
      index += 1;
      if (keyword === 'if' || keyword === 'with' || keyword === 'range') {
        nodes.push(block(keyword, token.action.slice(keyword.length).trim()));
      } else if (keyword === 'define') {
        const name = JSON.parse(token.action.slice('define'.length).trim());
        const body = list(['end']);
        index += 1;
        nodes.push({ type: 'define', name, body: body.nodes });
      } else if (['end', 'else'].includes(keyword)) {
        throw new Error(`${token.file}: unexpected {{ ${token.action} }}`);
      } else {
        nodes.push({ type: 'output', pipeline: token.action, file: token.file });
      }
    }
    if (enders.length > 0) throw new Error(`missing {{ end }} (expected one of ${enders.join(', ')})`);
    return { nodes, ender: null };
  }
  function block(kind, pipeline) {
    const then = list(['else', 'end']);
    index += 1;
    let otherwise = [];
    if (then.ender.action.startsWith('else')) {
      const rest = then.ender.action.slice('else'.length).trim();
      if (rest.startsWith('if ')) otherwise = [block('if', rest.slice(3).trim())];
      else {
        const tail = list(['end']);
        index += 1;
        otherwise = tail.nodes;
      }
    }
    return { type: kind, pipeline, then: then.nodes, otherwise };
  }
  return list([]).nodes;
}

/** Go's truth: false, 0, nil, "" and empty lists and maps are false. */
function truthy(value) {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** Splits on a separator outside quotes and parentheses. */
function splitOutside(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      current += char;
      if (char === '\\') {
        current += text[i + 1];
        i += 1;
      } else if (char === quote) quote = null;
    } else if (char === '"' || char === '`') {
      quote = char;
      current += char;
    } else if (char === '(') {
      depth += 1;
      current += char;
    } else if (char === ')') {
      depth -= 1;
      current += char;
    } else if (depth === 0 && (separator === ' ' ? /\s/.test(char) : char === separator)) {
      if (current.trim() || separator !== ' ') parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const indentLines = (spaces, text) =>
  String(text)
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n');

function toYaml(value) {
  if (value === undefined || value === null) return 'null';
  return YAML.stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
}

function printf(format, ...args) {
  let next = 0;
  return format.replace(/%[sdvq%]/g, (verb) => {
    if (verb === '%%') return '%';
    const value = args[next++];
    return verb === '%q' ? JSON.stringify(String(value)) : String(value ?? '');
  });
}

class Renderer {
  constructor(root) {
    this.root = root;
    this.defines = new Map();
  }

  functions(dot) {
    return {
      include: (name, context) => {
        const body = this.defines.get(name);
        if (!body) throw new Error(`include: no template "${name}"`);
        return this.renderNodes(body, context);
      },
      toYaml,
      toJson: (value) => JSON.stringify(value ?? null),
      nindent: (spaces, text) => `\n${indentLines(spaces, text)}`,
      indent: (spaces, text) => indentLines(spaces, text),
      quote: (value) => JSON.stringify(value === undefined || value === null ? '' : String(value)),
      default: (fallback, value) => (truthy(value) ? value : fallback),
      trunc: (length, text) => String(text).slice(0, length),
      trimSuffix: (suffix, text) => (String(text).endsWith(suffix) ? String(text).slice(0, -suffix.length) : String(text)),
      printf,
      required: (message, value) => {
        if (!truthy(value)) throw new Error(`required: ${message}`);
        return value;
      },
      eq: (a, b) => a === b,
      ne: (a, b) => a !== b,
      not: (value) => !truthy(value),
      and: (...values) => values.every(truthy),
      or: (...values) => values.find(truthy) ?? values[values.length - 1],
      dot: () => dot,
    };
  }

  value(term, dot, functions) {
    if (term.startsWith('(') && term.endsWith(')')) return this.pipeline(term.slice(1, -1), dot);
    if (term.startsWith('"')) return JSON.parse(term);
    if (term.startsWith('`')) return term.slice(1, -1);
    if (/^-?\d+(\.\d+)?$/.test(term)) return Number(term);
    if (term === 'true' || term === 'false') return term === 'true';
    if (term === 'nil') return null;
    if (term === '.') return dot;
    if (term === '$') return this.root;
    if (term.startsWith('.') || term.startsWith('$.')) {
      let target = term.startsWith('$') ? this.root : dot;
      for (const key of term.replace(/^\$?\./, '').split('.')) target = target === undefined || target === null ? undefined : target[key];
      return target;
    }
    if (term in functions) return functions[term]();
    throw new Error(`unsupported term "${term}"`);
  }

  command(text, dot, piped, hasPiped) {
    const functions = this.functions(dot);
    const [head, ...rest] = splitOutside(text, ' ');
    if (head in functions && head !== 'dot') {
      const args = rest.map((term) => this.value(term, dot, functions));
      if (hasPiped) args.push(piped);
      return functions[head](...args);
    }
    if (rest.length > 0 || hasPiped) throw new Error(`"${head}" is not a function this renderer knows (in "${text}")`);
    return this.value(head, dot, functions);
  }

  pipeline(text, dot) {
    let result;
    splitOutside(text, '|').forEach((command, index) => {
      result = this.command(command, dot, result, index > 0);
    });
    return result;
  }

  renderNodes(nodes, dot) {
    let out = '';
    for (const node of nodes) {
      if (node.type === 'text') out += node.text;
      else if (node.type === 'define') this.defines.set(node.name, node.body);
      else if (node.type === 'output') {
        const value = this.pipeline(node.pipeline, dot);
        if (value !== undefined && value !== null && typeof value === 'object') throw new Error(`${node.file}: {{ ${node.pipeline} }} is an object: pipe it through toYaml`);
        out += value === undefined || value === null ? '' : String(value);
      } else if (node.type === 'if') {
        out += this.renderNodes(truthy(this.pipeline(node.pipeline, dot)) ? node.then : node.otherwise, dot);
      } else if (node.type === 'with') {
        const value = this.pipeline(node.pipeline, dot);
        out += truthy(value) ? this.renderNodes(node.then, value) : this.renderNodes(node.otherwise, dot);
      } else if (node.type === 'range') {
        const value = this.pipeline(node.pipeline, dot);
        const items = Array.isArray(value) ? value : truthy(value) ? Object.values(value) : [];
        out += items.length > 0 ? items.map((item) => this.renderNodes(node.then, item)).join('') : this.renderNodes(node.otherwise, dot);
      }
    }
    return out;
  }
}

/** Deep merge of values (maps merge, everything else replaces), as Helm merges -f files and --set. */
export function mergeValues(base, override) {
  if (override === undefined) return base;
  if (!base || typeof base !== 'object' || Array.isArray(base) || !override || typeof override !== 'object' || Array.isArray(override)) return override;
  const merged = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = mergeValues(base[key], value);
  return merged;
}

/**
 * Renders every template of the chart: returns [{ template, text, objects }], objects being the
 * parsed YAML documents (empty ones left out).
 */
export function renderChart(chartDir, { releaseName = 'pulp', namespace = 'default', values = {} } = {}) {
  const chart = YAML.parse(fs.readFileSync(path.join(chartDir, 'Chart.yaml'), 'utf8'));
  const defaults = YAML.parse(fs.readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) ?? {};
  const root = {
    Values: mergeValues(defaults, values),
    Release: { Name: releaseName, Namespace: namespace, Service: 'Helm', IsInstall: true },
    Chart: { Name: chart.name, Version: chart.version, AppVersion: chart.appVersion },
  };
  const renderer = new Renderer(root);
  const templatesDir = path.join(chartDir, 'templates');
  const files = fs.readdirSync(templatesDir).sort();
  const parsed = new Map(files.map((file) => [file, parse(tokenize(fs.readFileSync(path.join(templatesDir, file), 'utf8'), file))]));
  // Helpers first (files starting with "_" only define), then the manifests.
  for (const file of files.filter((name) => name.startsWith('_'))) renderer.renderNodes(parsed.get(file), root);
  return files
    .filter((file) => !file.startsWith('_') && /\.ya?ml$/.test(file))
    .map((file) => {
      const text = renderer.renderNodes(parsed.get(file), root);
      const objects = YAML.parseAllDocuments(text).map((document) => {
        if (document.errors.length > 0) throw new Error(`${file}: the rendered YAML does not parse: ${document.errors[0].message}\n${text}`);
        return document.toJS();
      });
      return { template: file, text, objects: objects.filter((object) => object !== null && object !== undefined) };
    });
}
