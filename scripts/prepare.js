// npm's `prepare`: run by `npm install` / `npm ci` in a clone and when npm installs the package
// from git (it installs the dev tools, runs prepare, then packs). With the dev tools present it
// builds dist/; without them (`--omit=dev`) it does nothing, and bin/ says how to build.
try {
  import.meta.resolve('esbuild');
} catch {
  process.exit(0);
}
await import('./build.js');
