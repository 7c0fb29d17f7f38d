import { loadAcorn } from '../../http/acorn';
import { escapeHtml } from '../../http/html-page';

/**
 * The legacy profile page's template engine: text with `#{expression}` interpolations, the
 * style of the page's old template language. Expressions are never run as JavaScript: a small
 * interpreter walks their syntax tree and knows literals, arithmetic, comparisons, member
 * access and calls of the few functions it models. What looks like the server's globals
 * (`global`, `process`, `require`) are decoys of the interpreter: `child_process` only writes
 * down the commands it is given, for the shop to look at (sstiChallenge), and runs nothing.
 */

/** A function of the template world: plain data in, plain data out, nothing of the host. */
interface DecoyFunction {
  readonly decoyCall: (args: unknown[]) => unknown;
}

const isDecoyFunction = (value: unknown): value is DecoyFunction => typeof value === 'object' && value !== null && 'decoyCall' in value;
const fn = (decoyCall: (args: unknown[]) => unknown): DecoyFunction => ({ decoyCall });

export class TemplateError extends Error {}

/** Longest text an expression may build (the page shows one name). */
const MAX_TEXT = 2000;
const MAX_NODES = 200;
const FORBIDDEN_PROPERTIES = new Set(['__proto__', 'prototype', 'constructor', '__defineGetter__', '__defineSetter__', '__lookupGetter__']);

/** What rendering found besides the text: the commands handed to the decoy child_process. */
export interface Rendered {
  html: string;
  commands: string[];
}

function decoyGlobals(commands: string[]): Record<string, unknown> {
  const run = fn((args) => {
    commands.push(String(args[0] ?? '').slice(0, MAX_TEXT));
    return { pid: 4000 + commands.length, killed: false };
  });
  const childProcess = { exec: run, execSync: run, spawn: run, execFile: run };
  const require = fn((args) => {
    const name = String(args[0] ?? '');
    if (name === 'child_process' || name === 'node:child_process') return childProcess;
    throw new TemplateError(`Cannot find module '${name.slice(0, 100)}'`);
  });
  const process = {
    version: 'v14.21.3',
    platform: 'linux',
    arch: 'x64',
    pid: 4000,
    title: 'node',
    env: { NODE_ENV: 'production', HOME: '/srv/pulp' },
    cwd: fn(() => '/srv/pulp'),
    mainModule: { filename: '/srv/pulp/server.js', require },
  };
  const global: Record<string, unknown> = { process, require };
  global.global = global;
  global.globalThis = global;
  return { ...global, Math: { PI: Math.PI, max: fn((args) => Math.max(...args.map(Number))), min: fn((args) => Math.min(...args.map(Number))) } };
}

function property(object: unknown, name: unknown): unknown {
  const key = String(name);
  if (FORBIDDEN_PROPERTIES.has(key)) throw new TemplateError(`Property '${key}' is not available in templates`);
  if (typeof object === 'string') {
    if (key === 'length') return object.length;
    if (key === 'toUpperCase' || key === 'toLowerCase' || key === 'trim') return fn(() => (object as string)[key]());
    throw new TemplateError(`Strings have no '${key.slice(0, 50)}' in templates`);
  }
  if (Array.isArray(object)) return key === 'length' ? object.length : object[Number(key)];
  if (object === null || object === undefined) throw new TemplateError(`Cannot read properties of ${object} (reading '${key.slice(0, 50)}')`);
  if (typeof object !== 'object' || isDecoyFunction(object)) return undefined;
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (isDecoyFunction(value)) return 'function () { [native code] }';
  if (Array.isArray(value)) return value.map(text).join(',');
  if (typeof value === 'object') return '[object Object]';
  return String(value);
}

function capped(value: string): string {
  if (value.length > MAX_TEXT) throw new TemplateError('Text too long for a template');
  return value;
}

type Node = { type: string; end?: number; [key: string]: unknown };

function evaluate(node: Node, scope: Record<string, unknown>, budget: { nodes: number }): unknown {
  if ((budget.nodes += 1) > MAX_NODES) throw new TemplateError('Expression too complex');
  const child = (key: string) => evaluate(node[key] as Node, scope, budget);
  switch (node.type) {
    case 'Literal':
      if ((node as { regex?: unknown }).regex || typeof node.value === 'bigint') throw new TemplateError('Regular expressions are not supported in templates');
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      const expressions = node.expressions as Node[];
      return capped(quasis.map((quasi, index) => quasi.value.cooked + (index < expressions.length ? text(evaluate(expressions[index], scope, budget)) : '')).join(''));
    }
    case 'Identifier': {
      const name = node.name as string;
      if (name === 'undefined') return undefined;
      if (!Object.hasOwn(scope, name)) throw new TemplateError(`${name} is not defined`);
      return scope[name];
    }
    case 'MemberExpression': {
      const object = child('object');
      const name = node.computed ? child('property') : (node.property as Node).name;
      return property(object, name);
    }
    case 'CallExpression': {
      const callee = child('callee');
      if (!isDecoyFunction(callee)) throw new TemplateError('Only the functions of the template language can be called');
      return callee.decoyCall((node.arguments as Node[]).map((argument) => evaluate(argument, scope, budget)));
    }
    case 'UnaryExpression': {
      const value = child('argument');
      if (node.operator === '-') return -Number(value);
      if (node.operator === '+') return Number(value);
      if (node.operator === '!') return !value;
      if (node.operator === 'typeof') return isDecoyFunction(value) ? 'function' : value === null ? 'object' : typeof value;
      break;
    }
    case 'BinaryExpression': {
      const left = child('left');
      const right = child('right');
      switch (node.operator) {
        case '+':
          return typeof left === 'number' && typeof right === 'number' ? left + right : capped(text(left) + text(right));
        case '-':
          return Number(left) - Number(right);
        case '*':
          return Number(left) * Number(right);
        case '/':
          return Number(left) / Number(right);
        case '%':
          return Number(left) % Number(right);
        case '**':
          return Number(left) ** Number(right);
        case '==':
        case '===':
          return left === right;
        case '!=':
        case '!==':
          return left !== right;
        case '<':
          return (left as number) < (right as number);
        case '>':
          return (left as number) > (right as number);
        case '<=':
          return (left as number) <= (right as number);
        case '>=':
          return (left as number) >= (right as number);
      }
      break;
    }
    case 'LogicalExpression': {
      const left = child('left');
      if (node.operator === '&&') return left ? child('right') : left;
      if (node.operator === '||') return left ? left : child('right');
      return left ?? child('right');
    }
    case 'ConditionalExpression':
      return child('test') ? child('consequent') : child('alternate');
    case 'SequenceExpression':
      return (node.expressions as Node[]).reduce<unknown>((_last, expression) => evaluate(expression, scope, budget), undefined);
  }
  throw new TemplateError(`${node.type}${node.operator ? ` ${String(node.operator)}` : ''} is not supported in templates`);
}

/** One `#{…}` expression's value, or a TemplateError. */
function expressionValue(source: string, scope: Record<string, unknown>): unknown {
  let tree: Node;
  try {
    tree = loadAcorn().parseExpressionAt(source, 0, { ecmaVersion: 2022 }) as unknown as Node;
  } catch (error) {
    throw new TemplateError((error as Error).message);
  }
  if (source.slice(tree.end ?? source.length).trim()) throw new TemplateError('Unexpected text after the expression');
  return evaluate(tree, scope, { nodes: 0 });
}

/**
 * Renders a template source: the text stays as it is, each `#{expression}` becomes its value,
 * HTML-escaped. Throws a TemplateError for an expression the language does not know.
 */
export function renderLegacyTemplate(source: string, data: Record<string, unknown>): Rendered {
  const commands: string[] = [];
  const scope = { ...decoyGlobals(commands), ...data };
  let html = '';
  let at = 0;
  for (let start = source.indexOf('#{'); start >= 0; start = source.indexOf('#{', at)) {
    const end = source.indexOf('}', start + 2);
    if (end < 0) break;
    // Braces inside the expression (objects, nested templates) end it early: the old language did the same.
    html += source.slice(at, start) + escapeHtml(text(expressionValue(source.slice(start + 2, end), scope)));
    at = end + 1;
  }
  return { html: html + source.slice(at), commands };
}
