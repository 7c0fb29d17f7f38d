// Import cycles, counted by dependency-cruiser (`pnpm lint:cycles`; `pnpm lint` fails on any):
// between files, and between the feature folders of each app (a feature knot makes features
// impossible to change or remove one at a time). The other boundaries live in eslint.config.mjs.

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
      from: { path: '/src/features/[^/]+$' },
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
