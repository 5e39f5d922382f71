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
 * Why `name` cannot name a seat (one given, or read from a file: a saved game, a record to
 * replay), or null: names are printed to the terminal, so none may hold a control character, and
 * none may be longer than {@link MAX_NAME_UNITS}.
 */
export function seatNameProblem(name: string): string | null {
  if (name.length > MAX_NAME_UNITS) return `a seat's name is longer than ${MAX_NAME_UNITS} characters`;
  return hasControl(name) ? "a seat's name holds control characters" : null;
}

/**
 * The most UTF-16 units a seat's name may take: 16 characters as a person counts them fit, of up
 * to 8 units each (an emoji with its joiners, a letter with its accents), and no name of any size.
 */
export const MAX_NAME_UNITS = 128;
