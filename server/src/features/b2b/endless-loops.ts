import type { Node } from 'acorn';

type Acorn = typeof import('acorn');
let acorn: Acorn | null = null;

/** The JavaScript parser serves this one partner interface only: load it on first use. */
function loadAcorn(): Acorn {
  acorn ??= require('acorn') as Acorn;
  return acorn;
}

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

export type CodeVerdict = { kind: 'unreadable'; message: string } | { kind: 'endless' } | { kind: 'finite' };

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
  return [...walk(program)].some(isEndlessLoop) ? { kind: 'endless' } : { kind: 'finite' };
}
