// `pnpm --filter ./mf-<name> dev`: the remote on its own. webpack-dev-server builds the remote and
// a minimal host page (shared/src/standalone/) that provides the shared singletons, takes the
// session from the real shop and shows the remote's exposed modules one at a time. Everything
// else the pages ask for (the API, translations, pictures, the socket) is passed through to the
// shop (PULP_SHOP_URL, default http://127.0.0.1:3000), so none of the other remotes need to run.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sharedSingletons } = require('./federation.cjs');

/** Path prefixes the shop answers; the development server passes them through. */
const SHOP_PATHS = ['/rest', '/api', '/assets', '/socket.io', '/file-upload', '/profile', '/redirect', '/b2b', '/ftp', '/oauth-stub', '/snippets', '/video', '/promotion', '/encryptionkeys', '/dataerasure'];

/** The development server of a standalone remote: its files, the host page under /standalone/, the shop behind. */
function standaloneDevServer(app, env = process.env) {
  const shop = env.PULP_SHOP_URL || 'http://127.0.0.1:3000';
  return {
    port: app.devPort,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    static: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: false },
    open: false,
    proxy: [{ context: SHOP_PATHS, target: shop, ws: true }],
    setupMiddlewares: (middlewares) => {
      // The page to open: http://127.0.0.1:<devPort>/ goes to the host page.
      middlewares.unshift({ name: 'standalone-home', path: '/', middleware: (request, response, next) => (request.url === '/' ? response.writeHead(302, { Location: '/standalone/' }).end() : next()) });
      return middlewares;
    },
  };
}

/**
 * The host page's build: like the shell, it provides every singleton and the federation runtime
 * the remote's entry expects (externalRuntime), and loads the remote from /remoteEntry.js.
 * @param {{ name: string, dir: string, exposes: Record<string,string> }} app
 * @param {object} remote the remote's own (development) configuration, for its loaders and resolution
 * @param {string} runtimeProvider the federation runtime plugin that puts the runtime on a global
 */
function standaloneHostConfig(app, remote, runtimeProvider) {
  return {
    name: 'standalone-host',
    mode: 'development',
    context: app.dir,
    entry: { standalone: path.join(__dirname, '..', 'src', 'standalone', 'index.ts') },
    devtool: remote.devtool,
    output: { path: path.join(app.dir, 'dist', 'standalone'), publicPath: '/standalone/', uniqueName: `standalone_${app.name}`, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    resolve: remote.resolve,
    module: remote.module,
    infrastructureLogging: remote.infrastructureLogging,
    stats: remote.stats,
    plugins: [
      new ModuleFederationPlugin({
        name: `standalone_${app.name}`,
        shared: sharedSingletons(app.dir),
        shareStrategy: 'loaded-first',
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        runtimePlugins: [runtimeProvider],
        dts: false,
        manifest: false,
      }),
      new DefinePlugin({ __PULP_STANDALONE__: JSON.stringify({ name: app.name, exposes: Object.keys(app.exposes || {}) }) }),
      new HtmlWebpackPlugin({
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>mf-${app.name}</title><base href="/"></head><body><div id="root"></div></body></html>`,
        inject: 'body',
      }),
    ],
  };
}

module.exports = { SHOP_PATHS, standaloneDevServer, standaloneHostConfig };
