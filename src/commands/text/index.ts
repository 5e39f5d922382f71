export { columns, MAX_COLUMNS, prepareColumns, quote, wrap, type WrapOptions } from './wrap.js';
export { table } from './table.js';
export { styleFor, widthFor, type Style } from './style.js';
export { print } from './output.js';
