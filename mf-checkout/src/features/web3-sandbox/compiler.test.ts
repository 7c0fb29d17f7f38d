import { compileContract, EXAMPLE_CONTRACT } from './compiler';

describe('the contract editor\'s compiler', () => {
  it('compiles the example into a deposit of what arrives', () => {
    expect(compileContract(EXAMPLE_CONTRACT)).toEqual({ ok: true, contract: { name: 'AutoSaver', onReceive: [{ action: 'deposit', amount: 'amount' }] } });
  });

  it('compiles every kind of step, with the parameter or a number', () => {
    const source = `contract Splitter { on receive(got) {
      send(0x55718f5EadCE659146a702d13f28a225701C7D8D, 5); // a friend
      vault.withdraw(got);
      vault.deposit(12);
    } }`;
    expect(compileContract(source)).toEqual({
      ok: true,
      contract: {
        name: 'Splitter',
        onReceive: [
          { action: 'send', to: '0x55718f5EadCE659146a702d13f28a225701C7D8D', amount: 5 },
          { action: 'withdraw', amount: 'amount' },
          { action: 'deposit', amount: 12 },
        ],
      },
    });
  });

  it('says what is wrong, and on which line', () => {
    expect(compileContract('contract X {\n  on receive(a) {\n    vault.burn(a);\n  }\n}')).toEqual({ ok: false, error: { line: 3, code: 'unknownStep', found: 'vault.burn' } });
    expect(compileContract('contract X { on receive(a) { vault.deposit(0); } }')).toMatchObject({ ok: false, error: { code: 'badAmount', found: '0' } });
    expect(compileContract('contract X { on receive(a) { send(0x12, a); } }')).toMatchObject({ ok: false, error: { code: 'badAddress' } });
    expect(compileContract('contract X { on receive(a) { vault.deposit(a) } }')).toMatchObject({ ok: false, error: { code: 'expected', expected: ';', found: '}' } });
    expect(compileContract(`contract X { on receive(a) { ${'vault.deposit(a); '.repeat(5)}} }`)).toMatchObject({ ok: false, error: { code: 'tooManySteps' } });
    expect(compileContract('contract X { on receive(a) { } } extra')).toMatchObject({ ok: false, error: { code: 'expected', found: 'extra' } });
    expect(compileContract('')).toMatchObject({ ok: false, error: { line: 1, code: 'expected', expected: 'contract', found: '' } });
  });
});
