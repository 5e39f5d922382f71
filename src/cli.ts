import pkg from '../package.json' with { type: 'json' };

// The program itself is src/program.ts, built from the game catalog; `--version` alone is
// answered here, without loading the games, and `rules [game] [topic]` with no option without
// building the program: it loads that game's rules text and nothing of the command line library.
const [, , first, ...rest] = process.argv;
if ((first === '--version' || first === '-v' || first === '-V') && rest.length === 0) process.stdout.write(`${pkg.version}\n`);
else if (first === 'rules' && rest.length <= 2 && rest.every((word) => !word.startsWith('-'))) {
  const [{ guardOutput }, { run }, { rules }] = await Promise.all([
    import('./platform/text/output.js'),
    import('./commands/run.js'),
    import('./commands/rules.js'),
  ]);
  guardOutput();
  await run(() => rules(rest[0], rest[1]));
} else await (await import('./program.js')).main(process.argv);
