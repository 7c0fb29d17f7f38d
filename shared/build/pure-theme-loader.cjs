// Chakra's theme module builds its full default config (every recipe of every component) at
// load time. Marking that call pure lets webpack drop it — and with it the recipes Pulp does
// not use — when only the theme's parts are imported (see shared/src/ui/system.ts).
module.exports = function pureThemeLoader(source) {
  return source.replace('const defaultThemeConfig = defineConfig(', 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
};
