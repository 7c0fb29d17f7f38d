import type { Node } from 'acorn';
import { loadAcorn } from '../../http/acorn';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';


type AnyNode = Node & Record<string, unknown>;

/** The parts of the bot a memory statement can reach: what it answers with, and how it learns. */
const BOT_PARTS = ['remember', 'respond'] as const;

/** An error of Pulpy's memory, named as the bot's first JavaScript sandbox named them. */
export class MemoryError extends Error {
  constructor(
    readonly kind: 'SyntaxError' | 'TypeError' | 'ReferenceError' | 'NotAllowed',
    message: string,
  ) {
    super(message);
  }
}

/** What the memory knows: the customers' names, and whether the bot is still whole. */
interface Model {
  /** `pulpy` still is the bot (not replaced or deleted). */
  bound: boolean;
  /** The bot's parts still in place. */
  parts: Set<string>;
  names: Map<string, string>;
}

const freshModel = (): Model => ({ bound: true, parts: new Set(BOT_PARTS), names: new Map() });
const copyOf = (model: Model): Model => ({ bound: model.bound, parts: new Set(model.parts), names: new Map(model.names) });

/**
 * The statement that teaches Pulpy a customer's name. Pulpy's memory is a small script of such
 * statements, kept in the database and read again when the shop starts.
 */
export function rememberStatement(userId: number, name: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  // vuln: killChatbotChallenge — the name is pasted between the quotes as it is: a quote in it
  // ends the text, and whatever follows becomes a statement of the bot's memory.
  if (isHardened(config, 'killChatbotChallenge')) {
    // Encoded for the language it goes into: JSON.stringify writes a string literal whose
    // quotes and backslashes are escaped, so the whole name stays one text.
    return `pulpy.remember("${userId}", ${JSON.stringify(name)});`;
  } else {
    return `pulpy.remember("${userId}", "${name}");`;
  }
}

const isPulpy = (node: AnyNode | undefined) => node?.type === 'Identifier' && node.name === 'pulpy';

/** `pulpy.x` or `pulpy['x']`: the part's name, else undefined. */
function pulpyPart(node: AnyNode | undefined): string | undefined {
  if (node?.type !== 'MemberExpression' || !isPulpy(node.object as AnyNode)) return undefined;
  const property = node.property as AnyNode;
  if (!node.computed && property.type === 'Identifier') return property.name as string;
  if (node.computed && property.type === 'Literal' && typeof property.value === 'string') return property.value;
  return undefined;
}

/** A text written out in the statement ('…', "…" or `…` without placeholders), else undefined. */
function constantText(node: AnyNode | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && (node.expressions as AnyNode[]).length === 0) return ((node.quasis as AnyNode[])[0].value as { cooked: string }).cooked;
  return undefined;
}

const isConstant = (node: AnyNode) => node.type === 'Literal' || (node.type === 'TemplateLiteral' && (node.expressions as AnyNode[]).length === 0);

/**
 * Applies one expression of a memory statement to the model. The statements are never run:
 * this reads what each one would do to the bot and does that to the model. Anything that is not
 * about the bot's own names and parts is refused, so no customer's text ever runs as code.
 */
function apply(node: AnyNode, model: Model): void {
  switch (node.type) {
    case 'Literal':
    case 'TemplateLiteral':
      if (!isConstant(node)) throw new MemoryError('NotAllowed', 'only texts may be written out');
      return;
    case 'SequenceExpression':
      for (const expression of node.expressions as AnyNode[]) apply(expression, model);
      return;
    case 'Identifier':
      if (node.name !== 'pulpy') throw new MemoryError('ReferenceError', `${node.name as string} is not defined`);
      return;
    case 'CallExpression': {
      const callee = node.callee as AnyNode;
      if (callee.type === 'Identifier') throw new MemoryError('ReferenceError', `${callee.name as string} is not defined`);
      const part = pulpyPart(callee);
      if (part === undefined) throw new MemoryError('NotAllowed', 'only the bot may be called');
      if (!model.bound) throw new MemoryError('TypeError', `Cannot read properties of undefined (reading '${part}')`);
      if (!model.parts.has(part)) throw new MemoryError('TypeError', `pulpy.${part} is not a function`);
      if (part === 'remember') {
        const [id, name] = (node.arguments as AnyNode[]).map(constantText);
        if ((node.arguments as AnyNode[]).length !== 2 || id === undefined || name === undefined) throw new MemoryError('TypeError', 'pulpy.remember takes a customer id and a name, both texts');
        model.names.set(id, name);
      }
      return;
    }
    case 'AssignmentExpression': {
      const target = node.left as AnyNode;
      if (isPulpy(target)) {
        model.bound = false;
        return;
      }
      const part = pulpyPart(target);
      if (part !== undefined) {
        if (!model.bound) throw new MemoryError('TypeError', `Cannot set properties of undefined (setting '${part}')`);
        // Whatever is assigned, the part the bot relied on is gone.
        model.parts.delete(part);
        return;
      }
      if (target.type === 'Identifier') return;
      throw new MemoryError('NotAllowed', 'only the bot and plain names may be assigned');
    }
    case 'UnaryExpression': {
      if (node.operator !== 'delete') throw new MemoryError('NotAllowed', `the operator ${node.operator as string} is not allowed`);
      const argument = node.argument as AnyNode;
      if (isPulpy(argument)) model.bound = false;
      else {
        const part = pulpyPart(argument);
        if (part === undefined) throw new MemoryError('NotAllowed', 'only parts of the bot may be deleted');
        if (!model.bound) throw new MemoryError('TypeError', `Cannot convert undefined or null to object`);
        model.parts.delete(part);
      }
      return;
    }
    default:
      throw new MemoryError('NotAllowed', `a ${node.type} cannot be part of the memory`);
  }
}

/** Applies a whole memory statement (one or more statements of the script) to the model. */
function applyStatement(source: string, model: Model): void {
  let program: AnyNode;
  try {
    program = loadAcorn().parse(source, { ecmaVersion: 2022, sourceType: 'script' }) as unknown as AnyNode;
  } catch (error) {
    throw new MemoryError('SyntaxError', (error as Error).message);
  }
  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'EmptyStatement') continue;
    if (statement.type === 'ExpressionStatement') apply(statement.expression as AnyNode, model);
    else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AnyNode[]) {
        if (!isPulpy(declarator.id as AnyNode)) continue;
        if (statement.kind !== 'var') throw new MemoryError('SyntaxError', "Identifier 'pulpy' has already been declared");
        if (declarator.init) model.bound = false;
      }
    } else throw new MemoryError('NotAllowed', `a ${statement.type} cannot be part of the memory`);
  }
}

/**
 * Pulpy's memory, read from its statements (oldest first). `learn` takes a new statement only
 * when it applies cleanly; a statement that leaves the bot without itself or one of its parts
 * is kept like any other, so the bot stays broken, for every customer and over restarts, until
 * its memory is cleared.
 */
export class Brain {
  private model = freshModel();

  constructor(statements: string[] = []) {
    for (const statement of statements) {
      // Stored statements applied cleanly when they were learned; an odd one is passed over.
      const next = copyOf(this.model);
      try {
        applyStatement(statement, next);
        this.model = next;
      } catch {
        continue;
      }
    }
  }

  /** Whether the bot still has itself and every part it answers with. */
  get alive(): boolean {
    return this.model.bound && BOT_PARTS.every((part) => this.model.parts.has(part));
  }

  nameOf(userId: number): string | undefined {
    return this.model.names.get(String(userId));
  }

  /** Applies a statement; throws a MemoryError (and changes nothing) when it does not apply. */
  learn(statement: string): void {
    const next = copyOf(this.model);
    applyStatement(statement, next);
    this.model = next;
  }
}
