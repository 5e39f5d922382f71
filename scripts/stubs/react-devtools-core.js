// Ink imports react-devtools-core lazily, for DEV mode only; the bundle never uses it.
export default { connectToDevTools() {} };
