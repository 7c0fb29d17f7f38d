// The webpack configuration every Pulp app uses: the shell (host) and the five remotes
// differ only in their name, what they expose and whether they render the page.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { consumedSingletons, firstScreenSingletons, providedVersions, sharedSingletons, singletonRanges } = require('./federation.cjs');
const { PreloadManifestPlugin } = require('./preload-manifest.cjs');
const { HashedEntryPlugin } = require('./hashed-entry.cjs');
const { compileHintPlugin } = require('./compile-hints.cjs');
const { DefinePlugin } = require('webpack');
const { RemoteArtifactPlugin, ProvidedSingletonsPlugin, remoteDist, remoteVersion } = require('./remote-artifact.cjs');
const { standaloneDevServer, standaloneHostConfig } = require('./standalone.cjs');

/**
 * The UI system's global CSS, written ahead of time (shared/src/ui/global-styles.ts says why;
 * its test keeps the file equal to what the system emits). The shell's document inlines it.
 */
const GLOBAL_STYLES = path.join(__dirname, '../src/ui/global-styles.css');

/**
 * Every exposed page first runs the remote's app frame (src/app/register.ts: it reports which
 * React this remote got), so the pages themselves, which live in features, never import the app.
 * @param {Record<string, string>} exposes
 */
function withAppFrame(exposes) {
  return Object.fromEntries(Object.entries(exposes).map(([name, page]) => [name, { import: ['./src/app/register.ts', page] }]));
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string,string>, host?: boolean, devPort?: number }} app
 */
function createWebpackConfig(app) {
  const build = (env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = Boolean(app.host);
    // A remote builds into dist/<version>/ (shared/build/remote-artifact.cjs); the shell into dist/.
    const version = isHost ? null : remoteVersion(app.dir);
    const plugins = [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: withAppFrame(app.exposes || {}) }),
        shared: isHost ? sharedSingletons(app.dir, { eager: firstScreenSingletons }) : consumedSingletons(app.dir),
        // Shared modules come from whoever loaded them first (the shell): remotes' entries are
        // fetched when one of their pages is opened, not all up front.
        shareStrategy: 'loaded-first',
        experiments: {
          // Remotes are plain remoteEntry.js files (no manifest snapshots) in browsers only.
          optimization: { disableSnapshot: true, target: 'web' },
          // One federation runtime in the page: the shell provides it on a global and each
          // remoteEntry.js uses that one instead of bundling its own copy.
          ...(isHost ? {} : { externalRuntime: true }),
        },
        // The host's half of that. Not `provideExternalRuntime`: it adds the plugin's CommonJS
        // build, which pulls a second, CommonJS copy of the runtime into main.js.
        ...(isHost ? { runtimePlugins: [externalRuntimeProvider()] } : {}),
        dts: false,
        manifest: false,
      }),
    ];
    // A content-hashed name for the shell's entry, cached for good like its chunks.
    if (isHost && production) plugins.push(new HashedEntryPlugin(), compileHintPlugin());
    if (production) {
      // Pre-compressed copies: the server sends .br or .gz when the browser accepts them.
      const test = /\.(js|css|html|svg|json)$/;
      plugins.push(
        new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
        new CompressionPlugin({
          test,
          algorithm: 'brotliCompress',
          filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 1024,
          minRatio: 0.9,
        }),
      );
    }
    // What each first screen needs, for the server's preload links (server/src/features/hosting).
    plugins.push(new PreloadManifestPlugin({ host: isHost, bootstrapChunk: 'bootstrap' }));
    if (!isHost) {
      plugins.push(
        new RemoteArtifactPlugin({ name: app.name, version, dir: app.dir, exposes: app.exposes || {}, shared: singletonRanges(app.dir), recordLatest: !env?.standalone }),
      );
    }
    if (isHost) {
      // The shell checks each remote's remote.json against what it provides (features/remote/compatibility.ts).
      const provided = providedVersions(app.dir);
      plugins.push(new ProvidedSingletonsPlugin(provided), new DefinePlugin({ __PULP_PROVIDED_SINGLETONS__: JSON.stringify(provided) }));
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(app.dir, 'src/index.html'),
          favicon: path.join(app.dir, 'src/assets/favicon.svg'),
          inject: 'body',
          // Read by the template as htmlWebpackPlugin.options.globalStyles. Left out in
          // development, where the page inserts them at run time and so follows theme edits at once.
          globalStyles: production ? fs.readFileSync(GLOBAL_STYLES, 'utf8') : '',
        }),
      );
    }
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: isHost ? path.join(app.dir, 'dist') : path.join(remoteDist(app.dir), version),
        // A remote's chunks load from wherever its remoteEntry.js was fetched (another origin too).
        publicPath: 'auto',
        // One chunk registry per build: two versions of a remote in one page (before and after
        // a live upgrade) never take each other's chunks.
        uniqueName: isHost ? app.name : `${app.name}_${version}`,
        // Entry files keep stable names here (a remote's remoteEntry.js is revalidated, so that a
        // rebuild of one version folder is seen at once; the shell's main.js gets its hash from
        // HashedEntryPlugin); everything they load is content-hashed and cached for good.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') } },
          },
          { test: /\.svg$/, type: 'asset/inline' },
          // Media files (the catalog's promo video) are emitted next to the chunks, content-hashed.
          { test: /\.webm$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } },
          { test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/, use: require.resolve('./pure-theme-loader.cjs') },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
        ],
      },
      optimization: {
        // The shell's entry is two files: main (the federation runtime, the route table, the
        // remotes' registration: what changes with the shell) and first-screen (the first screen's
        // libraries and shared code, which change less often), each cached until its content changes.
        ...(isHost ? { splitChunks: { cacheGroups: { firstScreen: firstScreenGroup(app.dir) } } } : {}),
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, require.resolve('./federation.cjs'), require.resolve('./compile-hints.cjs'), require.resolve('./preload-manifest.cjs'), require.resolve('./remote-artifact.cjs')] },
      },
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      plugins,
      devServer: app.devPort
        ? {
            port: app.devPort,
            host: '127.0.0.1',
            hot: false,
            liveReload: true,
            headers: { 'Access-Control-Allow-Origin': '*' },
            static: false,
            client: { overlay: false },
          }
        : undefined,
    };
  };
  return (env = {}, argv = {}) => {
    // `webpack serve --env standalone` (a remote's `pnpm dev`): the remote and a minimal host page.
    if (!env.standalone || app.host) return build(env, argv);
    const remote = build(env, { ...argv, mode: 'development' });
    return [{ ...remote, devServer: standaloneDevServer(app) }, standaloneHostConfig(app, remote, externalRuntimeProvider())];
  };
}

/** The split-chunks group that takes every module of the shell's entry but its own source into one file. */
function firstScreenGroup(dir) {
  const ownSource = path.join(dir, 'src') + path.sep;
  return {
    name: 'first-screen',
    filename: '[name].[contenthash:8].js',
    chunks: 'initial',
    enforce: true,
    test: (module) => typeof module.resource === 'string' && !module.resource.startsWith(ownSource),
  };
}

/** The ES module build of the federation plugin that puts the runtime on a global for remotes. */
function externalRuntimeProvider() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  return path.join(path.dirname(commonJs), 'index.js');
}

function readPackageName(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
}

module.exports = { createWebpackConfig, readPackageName };
