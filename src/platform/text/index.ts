export { columns, MAX_COLUMNS, prepareColumns, quote, wrap, type WrapOptions } from './wrap.js';
export { table } from './table.js';
export { styleFor, widthFor, type Style } from './style.js';
export { errorLine, exitTerminalGone, guardOutput, oneLine, print, TERMINAL_GONE_EXIT } from './output.js';
