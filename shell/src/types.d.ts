declare module '*.svg' {
  const url: string;
  export default url;
}

/** The version of each federation singleton the shell provides (shared/build/webpack.cjs defines it). */
declare const __PULP_PROVIDED_SINGLETONS__: Record<string, string> | undefined;
