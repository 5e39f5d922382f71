export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  MAX_STEPS,
  exportRecord,
  exportSaved,
  readExport,
  readExportText,
  type GameExport,
  type ReadExport,
  type Replayed,
} from './record.js';
export { narrate, openTable, openingLines, publicEvents, roundOf, type NarratedStep } from './narrate.js';
export { replayText, seatNames } from './text.js';
export { scoreSheet, type ScoreSheet } from './score-sheet.js';
export { PLAY_ON_LEVEL, PLAY_ON_SEAT, playOnSetup, seatsShown, type PlayOnPace } from './play-on.js';
