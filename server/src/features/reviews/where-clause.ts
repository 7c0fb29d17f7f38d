import { loadAcorn } from '../../http/acorn';

/**
 * The reviews' `$where` filter, as the old document database ran it: a JavaScript condition
 * over each review (`this.product == 3`). Pulp never runs it as JavaScript: a small interpreter
 * turns the condition's syntax tree into functions of its own and knows `this.<field>`, literals, comparisons, arithmetic,
 * logic and the database's `sleep(ms)`. A sleep does not block anything: the requested time is
 * added up, capped, and waited for asynchronously once the filter is done (NoSQL DoS).
 */

/** The most one query may sleep, all documents together. */
export const MAX_SLEEP_MS = 2000;

export class WhereError extends Error {}

type Node = { type: string; end?: number; [key: string]: unknown };

const MAX_NODES = 100;

interface Evaluation {
  /** Sleep asked for so far, in milliseconds (capped). */
  sleep: number;
}

function field(doc: Readonly<Record<string, unknown>>, name: unknown): unknown {
  const key = String(name);
  return Object.hasOwn(doc, key) ? doc[key] : undefined;
}

/** A condition's node made into a function of the document, once per condition text. */
type Compiled = (doc: Readonly<Record<string, unknown>>, state: Evaluation) => unknown;

/* eslint-disable eqeqeq -- the database's own comparisons, loose as in JavaScript */
const BINARY: Record<string, (left: never, right: never) => unknown> = {
  '==': (left, right) => left == right,
  '===': (left, right) => left === right,
  '!=': (left, right) => left != right,
  '!==': (left, right) => left !== right,
  '<': (left, right) => left < right,
  '<=': (left, right) => left <= right,
  '>': (left, right) => left > right,
  '>=': (left, right) => left >= right,
  '+': (left: unknown, right: unknown) => (typeof left === 'number' && typeof right === 'number' ? left + right : `${String(left)}${String(right)}`.slice(0, 1000)),
  '-': (left: number, right: number) => left - right,
  '*': (left: number, right: number) => left * right,
  '/': (left: number, right: number) => left / right,
  '%': (left: number, right: number) => left % right,
};
/* eslint-enable eqeqeq */

function compile(node: Node): Compiled {
  const child = (key: string) => compile(node[key] as Node);
  switch (node.type) {
    case 'Literal': {
      if ((node as { regex?: unknown }).regex || typeof node.value === 'bigint') break;
      const value = node.value;
      return () => value;
    }
    case 'ThisExpression':
      return (doc) => doc;
    case 'Identifier':
      if (node.name === 'undefined') return () => undefined;
      if (node.name === 'NaN') return () => NaN;
      throw new WhereError(`ReferenceError: ${String(node.name)} is not defined`);
    case 'MemberExpression': {
      if ((node.object as Node).type !== 'ThisExpression') throw new WhereError('only fields of the document (this.<field>) can be read');
      if (!node.computed) {
        const name = (node.property as Node).name;
        return (doc) => field(doc, name);
      }
      const property = child('property');
      return (doc, state) => field(doc, property(doc, state));
    }
    case 'CallExpression': {
      const callee = node.callee as Node;
      if (callee.type !== 'Identifier' || callee.name !== 'sleep') throw new WhereError(`TypeError: ${callee.type === 'Identifier' ? String(callee.name) : 'this'} is not a function`);
      const argument = (node.arguments as Node[]).length ? compile((node.arguments as Node[])[0]) : () => undefined;
      return (doc, state) => {
        const milliseconds = Number(argument(doc, state));
        if (Number.isFinite(milliseconds) && milliseconds > 0) state.sleep = Math.min(MAX_SLEEP_MS, state.sleep + milliseconds);
        return null;
      };
    }
    case 'UnaryExpression': {
      const argument = child('argument');
      if (node.operator === '!') return (doc, state) => !argument(doc, state);
      if (node.operator === '-') return (doc, state) => -Number(argument(doc, state));
      if (node.operator === '+') return (doc, state) => Number(argument(doc, state));
      break;
    }
    case 'BinaryExpression': {
      const operate = BINARY[node.operator as string];
      if (!operate) break;
      const [left, right] = [child('left'), child('right')];
      return (doc, state) => operate(left(doc, state) as never, right(doc, state) as never);
    }
    case 'LogicalExpression': {
      const [left, right] = [child('left'), child('right')];
      if (node.operator === '&&') return (doc, state) => left(doc, state) && right(doc, state);
      if (node.operator === '||') return (doc, state) => left(doc, state) || right(doc, state);
      return (doc, state) => left(doc, state) ?? right(doc, state);
    }
    case 'ConditionalExpression': {
      const [test, consequent, alternate] = [child('test'), child('consequent'), child('alternate')];
      return (doc, state) => (test(doc, state) ? consequent(doc, state) : alternate(doc, state));
    }
    case 'SequenceExpression': {
      const expressions = (node.expressions as Node[]).map(compile);
      return (doc, state) => expressions.reduce<unknown>((_last, expression) => expression(doc, state), undefined);
    }
  }
  throw new WhereError(`SyntaxError: ${node.type} is not supported in $where`);
}

function countNodes(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + countNodes(item), 0);
  const record = node as Record<string, unknown>;
  return (typeof record.type === 'string' ? 1 : 0) + Object.entries(record).reduce((sum, [key, value]) => sum + (key === 'loc' ? 0 : countNodes(value)), 0);
}

/** Parsed conditions, by text: the product pages ask for the same few again and again. */
const parsed = new Map<string, Compiled>();
const PARSED_MAX = 500;

function parse(condition: string): Compiled {
  const known = parsed.get(condition);
  if (known) return known;
  const compiled = compile(parseOnce(condition));
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  parsed.set(condition, compiled);
  return compiled;
}

function parseOnce(condition: string): Node {
  let tree: Node;
  try {
    tree = loadAcorn().parseExpressionAt(condition, 0, { ecmaVersion: 2022 }) as unknown as Node;
  } catch (error) {
    throw new WhereError(`SyntaxError: ${(error as Error).message}`);
  }
  if (condition.slice(tree.end ?? condition.length).trim()) throw new WhereError('SyntaxError: unexpected text after the condition');
  if (countNodes(tree) > MAX_NODES) throw new WhereError('the condition is too complex');
  return tree;
}

/**
 * The documents the condition holds for (`select` runs the predicate over the collection), and
 * how long the query slept (after waiting that long, without blocking the event loop). Throws a
 * WhereError for a condition the filter cannot read.
 */
export async function filterWhere<T>(select: (predicate: (doc: Readonly<Record<string, unknown>>) => boolean) => T[], condition: string): Promise<{ matches: T[]; sleptMs: number }> {
  const holds = parse(condition);
  const state: Evaluation = { sleep: 0 };
  const matches = select((doc) => Boolean(holds(doc, state)));
  if (state.sleep > 0) await new Promise((resolve) => setTimeout(resolve, state.sleep));
  return { matches, sleptMs: state.sleep };
}
