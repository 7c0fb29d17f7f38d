import type { Node } from 'acorn';
import { loadAcorn } from '../../http/acorn';


type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function children(node: AnyNode): AnyNode[] {
  const found: AnyNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    if (isNode(value)) found.push(value);
    else if (Array.isArray(value)) found.push(...value.filter(isNode));
  }
  return found;
}

function* walk(node: AnyNode): Generator<AnyNode> {
  yield node;
  for (const child of children(node)) yield* walk(child);
}

/** The value of an expression made of constants only; undefined when it depends on anything. */
function constantValue(node: AnyNode): { value: unknown } | undefined {
  switch (node.type) {
    case 'Literal':
      return { value: node.value ?? (node.regex ? /./ : null) };
    case 'Identifier':
      return node.name === 'Infinity' ? { value: Infinity } : node.name === 'NaN' ? { value: NaN } : node.name === 'undefined' ? { value: undefined } : undefined;
    case 'ArrayExpression':
    case 'ObjectExpression':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return { value: {} };
    case 'TemplateLiteral':
      return (node.expressions as unknown[]).length === 0 ? { value: (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '' } : undefined;
    case 'UnaryExpression': {
      const inner = constantValue(node.argument as AnyNode);
      if (!inner) return undefined;
      const value = inner.value as number;
      return node.operator === '!' ? { value: !value } : node.operator === '-' ? { value: -value } : node.operator === '+' ? { value: +value } : undefined;
    }
    case 'BinaryExpression': {
      const [left, right] = [constantValue(node.left as AnyNode), constantValue(node.right as AnyNode)];
      if (!left || !right) return undefined;
      const [a, b] = [left.value as number, right.value as number];
      const results: Record<string, () => unknown> = {
        '==': () => a == b, // eslint-disable-line eqeqeq
        '!=': () => a != b, // eslint-disable-line eqeqeq
        '===': () => a === b,
        '!==': () => a !== b,
        '<': () => a < b,
        '<=': () => a <= b,
        '>': () => a > b,
        '>=': () => a >= b,
      };
      return results[node.operator as string] ? { value: results[node.operator as string]() } : undefined;
    }
    default:
      return undefined;
  }
}

const alwaysTrue = (test: AnyNode | null | undefined) => {
  if (!test) return true;
  const constant = constantValue(test);
  return constant !== undefined && Boolean(constant.value);
};

/** Whether the loop body can leave the loop at all (break, return or throw anywhere in it). */
const canLeave = (body: AnyNode) => [...walk(body)].some((node) => ['BreakStatement', 'ReturnStatement', 'ThrowStatement'].includes(node.type));

function isEndlessLoop(node: AnyNode): boolean {
  if (node.type === 'WhileStatement' || node.type === 'DoWhileStatement') return alwaysTrue(node.test as AnyNode) && !canLeave(node.body as AnyNode);
  if (node.type === 'ForStatement') return alwaysTrue(node.test as AnyNode | null) && !canLeave(node.body as AnyNode);
  return false;
}

/** A regular-expression match with constant pattern and input, as found in a payload. */
export interface RegexMatch {
  pattern: string;
  flags: string;
  input: string;
}

/** Longest input a payload's `'x'.repeat(n)` may build (the match then runs under a time limit). */
const MAX_REPEATED = 100_000;

/** A string made of constants only: a literal, a plain template, or `'…'.repeat(n)`. */
function constantString(node: AnyNode | undefined): string | undefined {
  if (!node) return undefined;
  const constant = constantValue(node);
  if (constant && typeof constant.value === 'string') return constant.value;
  if (node.type === 'CallExpression' && (node.arguments as AnyNode[]).length === 1) {
    const callee = node.callee as AnyNode;
    if (callee.type !== 'MemberExpression' || (callee.property as AnyNode).name !== 'repeat') return undefined;
    const text = constantString(callee.object as AnyNode);
    const times = constantValue((node.arguments as AnyNode[])[0]);
    if (text === undefined || !times || typeof times.value !== 'number' || !Number.isInteger(times.value) || times.value < 0) return undefined;
    return text.length * times.value <= MAX_REPEATED ? text.repeat(times.value) : undefined;
  }
  return undefined;
}

const regexOf = (node: AnyNode | undefined) => (node?.type === 'Literal' && node.regex ? (node.regex as { pattern: string; flags: string }) : undefined);

/** `/re/.test(s)`, `/re/.exec(s)`, `s.match(/re/)`, `s.search(/re/)`, `s.replace(/re/, …)` with constant s. */
function regexMatchOf(node: AnyNode): RegexMatch | undefined {
  if (node.type !== 'CallExpression' || (node.callee as AnyNode).type !== 'MemberExpression') return undefined;
  const callee = node.callee as AnyNode;
  const method = (callee.property as AnyNode).name as string | undefined;
  const args = node.arguments as AnyNode[];
  const onRegex = regexOf(callee.object as AnyNode);
  if (onRegex && (method === 'test' || method === 'exec')) {
    const input = constantString(args[0]);
    return input === undefined ? undefined : { ...onRegex, input };
  }
  const withRegex = regexOf(args[0]);
  if (withRegex && (method === 'match' || method === 'matchAll' || method === 'search' || method === 'replace' || method === 'split')) {
    const input = constantString(callee.object as AnyNode);
    return input === undefined ? undefined : { ...withRegex, input };
  }
  return undefined;
}

export type CodeVerdict = { kind: 'unreadable'; message: string } | { kind: 'endless' } | { kind: 'finite'; regexMatches: RegexMatch[] };

/**
 * Looks at a piece of JavaScript without running it: parses it and reports whether it holds a
 * loop that can never end. The simulated evaluator of the B2B interface answers from this.
 */
export function inspectCode(source: string): CodeVerdict {
  let program: AnyNode;
  try {
    program = loadAcorn().parse(source, { ecmaVersion: 2022, sourceType: 'script', allowReturnOutsideFunction: true }) as unknown as AnyNode;
  } catch (error) {
    return { kind: 'unreadable', message: (error as Error).message };
  }
  const nodes = [...walk(program)];
  if (nodes.some(isEndlessLoop)) return { kind: 'endless' };
  return { kind: 'finite', regexMatches: nodes.map(regexMatchOf).filter((match): match is RegexMatch => match !== undefined) };
}
