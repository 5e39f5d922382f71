import { run } from './commands/run.js';
import { rules } from './commands/rules/rules.js';
import { guardOutput } from './platform/text/output.js';

// `rules [game] [topic]` with no option, as the launcher hands it over: built as a bundle of its
// own (dist/rules.js, see scripts/build.js), so that it loads one file and the named game's rules
// text rather than the dozens of small chunks the program shares between its commands.
const [, , , game, topic] = process.argv;
guardOutput();
await run(() => rules(game, topic));
