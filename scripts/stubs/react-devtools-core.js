// Ink imports react-devtools-core lazily, for DEV mode only. The build leaves Ink's DevTools
// module out altogether (scripts/stubs/ink-devtools.js); bundles made by tests alias the package
// here, with both calls Ink makes.
export default { initialize() {}, connectToDevTools() {} };
