declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.webm' {
  const url: string;
  export default url;
}
