import { LIMITS, WALLET_ADDRESS_PATTERN } from '@pulp/shared/validation';
import type { ContractBody, HookStep } from '@pulp/shared/contract';

/**
 * The contract editor's language, compiled in the browser into what the ledger deploys (a name
 * and the steps of a receive hook). Nothing of it runs anywhere: the server keeps the steps as
 * data and the ledger performs them, one call each, when tokens arrive.
 *
 *   contract AutoSaver {
 *     on receive(amount) {
 *       vault.deposit(amount);
 *     }
 *   }
 *
 * Steps: `vault.deposit(x);`, `vault.withdraw(x);`, `send(0x…, x);`, where x is the received
 * amount's name or a whole number of tokens. `//` starts a comment.
 */
export const EXAMPLE_CONTRACT = `// Saves every token that arrives in the Juice Vault.
contract AutoSaver {
  on receive(amount) {
    vault.deposit(amount);
  }
}
`;

/** A compile error: its line and what a translation needs to say it. */
export interface CompileError {
  line: number;
  code: 'expected' | 'unknownStep' | 'badAmount' | 'badAddress' | 'tooManySteps' | 'nameTooLong';
  expected?: string;
  found?: string;
}

export type CompileResult = { ok: true; contract: ContractBody } | { ok: false; error: CompileError };

interface Token {
  text: string;
  line: number;
}

const TOKEN = /\s+|\/\/[^\n]*|0x[0-9a-fA-F]*|[A-Za-z_][A-Za-z0-9_]*|\d+|[{}();,.]|[^\s]/gy;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(source); match; match = TOKEN.exec(source)) {
    const text = match[0];
    if (!/^\s/.test(text) && !text.startsWith('//')) tokens.push({ text, line });
    line += text.split('\n').length - 1;
  }
  tokens.push({ text: '', line });
  return tokens;
}

class Failure extends Error {
  constructor(readonly error: CompileError) {
    super(error.code);
  }
}

/** Compiles a contract's source, or says what is wrong on which line. */
export function compileContract(source: string): CompileResult {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[Math.min(at++, tokens.length - 1)];
  const expect = (text: string) => {
    const token = next();
    if (token.text !== text) throw new Failure({ line: token.line, code: 'expected', expected: text, found: token.text });
    return token;
  };
  const identifier = (what: string) => {
    const token = next();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(token.text)) throw new Failure({ line: token.line, code: 'expected', expected: what, found: token.text });
    return token;
  };

  try {
    expect('contract');
    const name = identifier('name');
    if (!/^[A-Za-z]/.test(name.text)) throw new Failure({ line: name.line, code: 'expected', expected: 'name', found: name.text });
    if (name.text.length > LIMITS.contractNameMax) throw new Failure({ line: name.line, code: 'nameTooLong' });
    expect('{');
    expect('on');
    expect('receive');
    expect('(');
    const parameter = identifier('parameter').text;
    expect(')');
    expect('{');
    const steps: HookStep[] = [];
    const amount = (): HookStep['amount'] => {
      const token = next();
      if (token.text === parameter) return 'amount';
      const value = /^\d+$/.test(token.text) ? Number(token.text) : NaN;
      if (!Number.isInteger(value) || value < 1 || value > LIMITS.tokensMax) throw new Failure({ line: token.line, code: 'badAmount', found: token.text });
      return value;
    };
    while (peek().text !== '}') {
      const start = next();
      if (steps.length >= LIMITS.hookStepsMax) throw new Failure({ line: start.line, code: 'tooManySteps' });
      if (start.text === 'vault') {
        expect('.');
        const call = next();
        if (call.text !== 'deposit' && call.text !== 'withdraw') throw new Failure({ line: call.line, code: 'unknownStep', found: `vault.${call.text}` });
        expect('(');
        steps.push({ action: call.text, amount: amount() });
      } else if (start.text === 'send') {
        expect('(');
        const to = next();
        if (!WALLET_ADDRESS_PATTERN.test(to.text)) throw new Failure({ line: to.line, code: 'badAddress', found: to.text });
        expect(',');
        steps.push({ action: 'send', to: to.text, amount: amount() });
      } else throw new Failure({ line: start.line, code: 'unknownStep', found: start.text });
      expect(')');
      expect(';');
    }
    expect('}');
    expect('}');
    const end = peek();
    if (end.text !== '') throw new Failure({ line: end.line, code: 'expected', expected: '', found: end.text });
    return { ok: true, contract: { name: name.text, onReceive: steps } };
  } catch (failure) {
    if (failure instanceof Failure) return { ok: false, error: failure.error };
    throw failure;
  }
}
