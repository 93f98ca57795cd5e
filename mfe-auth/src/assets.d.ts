// Images go through webpack asset modules (shared/build-config): importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
