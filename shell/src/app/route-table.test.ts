import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from './route-table';

/** The modules a remote exposes, read from its webpack configuration. */
function exposedModules(remoteFolder: string): string[] {
  const config = fs.readFileSync(path.join(__dirname, '..', '..', '..', remoteFolder, 'webpack.config.js'), 'utf8');
  return [...config.matchAll(/'\.\/(\w+)':/g)].map((match) => match[1]);
}

describe('the checkout routes', () => {
  const checkout = ROUTES.filter((route) => route.remote === 'checkout');

  it('cover every checkout screen of the spec', () => {
    expect(checkout.map((route) => route.path).sort()).toEqual(
      [
        'basket',
        'address/select',
        'address/saved',
        'address/create',
        'address/edit/:addressId',
        'delivery-method',
        'payment/:entity',
        'order-summary',
        'order-completion/:id',
        'order-history',
        'track-result',
        'track-result/new',
        'saved-payment-methods',
        'wallet',
        'deluxe-membership',
        'recycle',
      ].sort(),
    );
  });

  it('map to modules the checkout remote exposes', () => {
    const exposed = exposedModules('mf-checkout');
    for (const route of checkout) expect(exposed).toContain(route.module);
  });

  it('guard the address routes and the deluxe page with the login guard (spec section 6)', () => {
    const guarded = checkout.filter((route) => route.guard === 'login').map((route) => route.path);
    expect(guarded.sort()).toEqual(['address/create', 'address/edit/:addressId', 'address/saved', 'address/select', 'deluxe-membership'].sort());
  });
});
