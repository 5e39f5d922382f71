import pkg from '../package.json' with { type: 'json' };
import { guardOutput } from './platform/text/output.js';

// The program itself is src/program.ts, built from the game catalog; `--version` alone is
// answered here, without loading the games. (`rules [game] [topic]` with no option is handed to
// dist/rules.js by the launcher, bin/big-chicken.js, before this file is loaded.)
const [, , first, ...rest] = process.argv;
if ((first === '--version' || first === '-v' || first === '-V') && rest.length === 0) {
  // A full disk or a closed pipe on stdout is told in one line, as for every other command.
  guardOutput();
  process.stdout.write(`${pkg.version}\n`);
} else await (await import('./program.js')).main(process.argv);
