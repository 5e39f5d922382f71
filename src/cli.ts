import pkg from '../package.json' with { type: 'json' };

// The program itself is src/program.ts, built from the game registry; `--version` alone is
// answered here, without loading the games.
const [, , first, ...rest] = process.argv;
if ((first === '--version' || first === '-v' || first === '-V') && rest.length === 0) process.stdout.write(`${pkg.version}\n`);
else await (await import('./program.js')).main(process.argv);
