/* eslint-disable no-control-regex -- this module is where the program names the control characters it refuses or strips */

/** One control character: C0 (tabs and line ends included), DEL or C1. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
/** A colour or style sequence (SGR). */
const STYLES = /\u001b\[[0-9;]*m/g;

/** True when `text` holds a control character (an escape sequence starts with one). */
export const hasControl = (text: string): boolean => CONTROL.test(text);

/** `text` with each control character shown as `with` ("?" unless told). */
export const maskControls = (text: string, with_ = '?'): string => text.replace(CONTROLS, with_);

/** `text` without its colour and style sequences, for a screen that asked for none. */
export const stripStyles = (text: string): string => text.replace(STYLES, '');

/**
 * Why `name` cannot name a seat of a game read from a file (a saved game, a record to replay), or
 * null: names are printed to the terminal, so none may hold a control character.
 */
export function seatNameProblem(name: string): string | null {
  return hasControl(name) ? "a seat's name holds control characters" : null;
}
