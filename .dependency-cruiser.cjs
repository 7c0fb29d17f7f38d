// Import cycles, counted by dependency-cruiser (`pnpm lint:cycles`; `pnpm lint` fails on any):
// between files, and between the feature folders of each app (a feature knot makes features
// impossible to change or remove one at a time). The other boundaries live in eslint.config.mjs.
//
// Feature knots that existed before the check and are still to be untied (issue 17): the
// challenge engine and the nine server features that call it and are called by it, the shell's
// top bar and its two menus, and the catalog's search and product dialog. `pnpm lint` skips
// them so that no NEW knot can form; `pnpm lint:cycles` counts every cycle, these included.
const KNOWN_FEATURE_KNOTS = [
  'server/src/features/(basket|challenges|coupons|extra-language|ftp|metrics|oauth|privacy-proof|redirect|two-factor|users|well-known)$',
  'shell/src/features/(account|language|topbar)$',
  'mf-catalog/src/features/(product-details|search)$',
];
const countEveryCycle = process.env.PULP_ALL_CYCLES === '1';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Two modules import each other, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment: 'Two features of one app import each other, directly or through other features.',
      scope: 'folder',
      from: { path: '/src/features/[^/]+$', ...(countEveryCycle ? {} : { pathNot: KNOWN_FEATURE_KNOTS }) },
      to: { path: '/src/features/[^/]+$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] },
  },
};
