import { setTimeout as delay } from 'node:timers/promises';
import { parseExpressionAt } from 'acorn';

/**
 * The reviews' `$where` filter, as the old document database ran it: a JavaScript condition
 * over each review (`this.product == 3`). Pulp never runs it as JavaScript: a small interpreter
 * walks the condition's syntax tree and knows `this.<field>`, literals, comparisons, arithmetic,
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

function field(doc: Record<string, unknown>, name: unknown): unknown {
  const key = String(name);
  return Object.hasOwn(doc, key) ? doc[key] : undefined;
}

function evaluate(node: Node, doc: Record<string, unknown>, state: Evaluation): unknown {
  const child = (key: string) => evaluate(node[key] as Node, doc, state);
  switch (node.type) {
    case 'Literal':
      if ((node as { regex?: unknown }).regex || typeof node.value === 'bigint') break;
      return node.value;
    case 'ThisExpression':
      return doc;
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      if (node.name === 'NaN') return NaN;
      throw new WhereError(`ReferenceError: ${String(node.name)} is not defined`);
    case 'MemberExpression': {
      const object = child('object');
      if (object !== doc) throw new WhereError('only fields of the document (this.<field>) can be read');
      return field(doc, node.computed ? child('property') : (node.property as Node).name);
    }
    case 'CallExpression': {
      const callee = node.callee as Node;
      if (callee.type !== 'Identifier' || callee.name !== 'sleep') throw new WhereError(`TypeError: ${callee.type === 'Identifier' ? String(callee.name) : 'this'} is not a function`);
      const milliseconds = Number((node.arguments as Node[]).map((argument) => evaluate(argument, doc, state))[0]);
      if (Number.isFinite(milliseconds) && milliseconds > 0) state.sleep = Math.min(MAX_SLEEP_MS, state.sleep + milliseconds);
      return null;
    }
    case 'UnaryExpression': {
      const value = child('argument');
      if (node.operator === '!') return !value;
      if (node.operator === '-') return -Number(value);
      if (node.operator === '+') return Number(value);
      break;
    }
    case 'BinaryExpression': {
      const left = child('left') as number;
      const right = child('right') as number;
      switch (node.operator) {
        // eslint-disable-next-line eqeqeq -- the database's own comparison, loose as in JavaScript
        case '==': return left == right;
        case '===': return left === right;
        // eslint-disable-next-line eqeqeq -- as above
        case '!=': return left != right;
        case '!==': return left !== right;
        case '<': return left < right;
        case '<=': return left <= right;
        case '>': return left > right;
        case '>=': return left >= right;
        case '+': return typeof left === 'number' && typeof right === 'number' ? left + right : `${String(left)}${String(right)}`.slice(0, 1000);
        case '-': return left - right;
        case '*': return left * right;
        case '/': return left / right;
        case '%': return left % right;
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
      return (node.expressions as Node[]).reduce<unknown>((_last, expression) => evaluate(expression, doc, state), undefined);
  }
  throw new WhereError(`SyntaxError: ${node.type} is not supported in $where`);
}

function countNodes(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + countNodes(item), 0);
  const record = node as Record<string, unknown>;
  return (typeof record.type === 'string' ? 1 : 0) + Object.entries(record).reduce((sum, [key, value]) => sum + (key === 'loc' ? 0 : countNodes(value)), 0);
}

function parse(condition: string): Node {
  let tree: Node;
  try {
    tree = parseExpressionAt(condition, 0, { ecmaVersion: 2022 }) as unknown as Node;
  } catch (error) {
    throw new WhereError(`SyntaxError: ${(error as Error).message}`);
  }
  if (condition.slice(tree.end ?? condition.length).trim()) throw new WhereError('SyntaxError: unexpected text after the condition');
  if (countNodes(tree) > MAX_NODES) throw new WhereError('the condition is too complex');
  return tree;
}

/**
 * The documents the condition holds for, and how long the query slept (after waiting that long,
 * without blocking the event loop). Throws a WhereError for a condition the filter cannot read.
 */
export async function filterWhere<T extends Record<string, unknown>>(docs: T[], condition: string): Promise<{ matches: T[]; sleptMs: number }> {
  const tree = parse(condition);
  const state: Evaluation = { sleep: 0 };
  const matches = docs.filter((doc) => Boolean(evaluate(tree, doc, state)));
  if (state.sleep > 0) await delay(state.sleep);
  return { matches, sleptMs: state.sleep };
}
