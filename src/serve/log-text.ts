/* eslint-disable no-control-regex -- the characters a log line must not carry raw */
/** Control characters, and the bidirectional and invisible ones that make a line read other than it is. */
const UNSAFE_IN_LOG = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/* eslint-enable no-control-regex */

/** One log line with every control, bidirectional or invisible character written as an escape (`\n`, `\x1b`, `\u202e`). */
export function escapeForLog(line: string): string {
  return line.replace(UNSAFE_IN_LOG, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Bidirectional controls, zero-width characters and combining marks: a name with one reads other than it is. */
const MISLEADING_IN_NAME = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\p{M}]/u;

/** True when a seat name holds a character that could make it look like another name or reorder the line around it. */
export function misleadsInName(name: string): boolean {
  return MISLEADING_IN_NAME.test(name);
}
