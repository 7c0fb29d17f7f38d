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
