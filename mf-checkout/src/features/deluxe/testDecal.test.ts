import { DEFAULT_CONFIGURATION } from '@pulp/shared';
import { decalSource, DEFAULT_DECAL } from './testDecal';

describe('the membership card decal', () => {
  it('is the gold decal unless a preview is asked for', () => {
    expect(decalSource(null)).toBe(`assets/public/images/deluxe/${DEFAULT_DECAL}`);
    expect(decalSource('')).toBe(`assets/public/images/deluxe/${DEFAULT_DECAL}`);
  });

  it('previews a decal of the deluxe folder by its file name', () => {
    expect(decalSource('pulp-silver.svg')).toBe('assets/public/images/deluxe/pulp-silver.svg');
  });

  it('takes the preview name as it is (the Cross-Site Imaging challenge)', () => {
    expect(decalSource('../../../../redirect?to=x')).toBe('assets/public/images/deluxe/../../../../redirect?to=x');
  });
});

describe('the membership card decal, hardened', () => {
  const hardened = { challenges: { ...DEFAULT_CONFIGURATION.challenges, hardened: ['svgInjectionChallenge'] } };

  it('still previews a decal of the deluxe folder by its file name', () => {
    expect(decalSource('pulp-silver.svg', hardened)).toBe('assets/public/images/deluxe/pulp-silver.svg');
    expect(decalSource(null, hardened)).toBe(`assets/public/images/deluxe/${DEFAULT_DECAL}`);
  });

  it('shows the gold decal for a name that is no plain file name of the folder', () => {
    for (const name of ['../../../../redirect?to=https://pictures.example/cat.png', '../products/mango-sunrise.svg', 'pulp-silver.svg?x=1', 'pulp-silver.svg#x', '....//x.svg']) {
      expect(decalSource(name, hardened)).toBe(`assets/public/images/deluxe/${DEFAULT_DECAL}`);
    }
  });
});
