import { instanceCounts, registerInstance } from './instances';

describe('instance register', () => {
  it('counts distinct instances per name', () => {
    const first = {};
    registerInstance('unit-lib', first);
    registerInstance('unit-lib', first);
    expect(instanceCounts()['unit-lib']).toBe(1);
    registerInstance('unit-lib', {});
    registerInstance('unit-other', first);
    expect(instanceCounts()).toMatchObject({ 'unit-lib': 2, 'unit-other': 1 });
  });

  it('is one register for the whole page, whichever copy of the module registers', () => {
    let copy: typeof import('./instances') | undefined;
    jest.isolateModules(() => {
      copy = require('./instances') as typeof import('./instances');
    });
    const instance = {};
    copy?.registerInstance('unit-shared', instance);
    registerInstance('unit-shared', instance);
    registerInstance('unit-shared', {});
    expect(instanceCounts()['unit-shared']).toBe(2);
    expect(copy?.instanceCounts()['unit-shared']).toBe(2);
  });
});
