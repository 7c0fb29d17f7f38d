import { decodeSessionToken } from './token';
import { signTestToken, userToken } from '../../test/jwt';

const NOBODY = { userId: null, email: null, role: null, lastLoginIp: null };

describe('decodeSessionToken', () => {
  it('reads id, email, role and last login IP from a signed token', () => {
    expect(decodeSessionToken(userToken({ id: 3, email: 'admin@pulp.shop', role: 'admin', lastLoginIp: '::1' }))).toEqual({
      userId: 3,
      email: 'admin@pulp.shop',
      role: 'admin',
      lastLoginIp: '::1',
    });
  });

  it('reports no last login IP when the token holds an empty one', () => {
    expect(decodeSessionToken(userToken({ email: 'a@b.c', lastLoginIp: '' })).lastLoginIp).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['plain text', 'garbage'],
    ['three dots of nonsense', 'a.b.c'],
    ['a header without a payload', 'eyJhbGciOiJIUzI1NiJ9.'],
    ['a payload that is not JSON', `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('not json').toString('base64url')}.sig`],
  ])('means nobody for %s', (_label, token) => {
    expect(decodeSessionToken(token)).toEqual(NOBODY);
  });

  it('means nobody when the payload has no data', () => {
    expect(decodeSessionToken(signTestToken({ sub: 'x' }))).toEqual(NOBODY);
    expect(decodeSessionToken(signTestToken({ data: null }))).toEqual(NOBODY);
  });

  it('ignores fields of the wrong type', () => {
    expect(decodeSessionToken(signTestToken({ data: { id: '7', email: 42, role: ['admin'], lastLoginIp: 5 } }))).toEqual(NOBODY);
  });
});
