// A separate process using the bundled store (path in $STORE_BUNDLE, directory in
// $BIG_CHICKEN_HOME), driven by the store tests:
//   record <count> <tag>   record <count> games with seeds tag*1000+i, as fast as possible
//   save-loop <steps>      save a growing game forever, printing "saved <n>" after each save
//   read                   print {records, saved, warnings} as JSON
//   hold                   hold the henhouse saved game's lock, print "held", wait to be killed
import { pathToFileURL } from 'node:url';

const { openStore } = await import(pathToFileURL(process.env.STORE_BUNDLE).href);
const store = openStore();
const [command, a, b] = process.argv.slice(2);

const seats = [
  { name: 'Ada', bot: null },
  { name: 'Pip', bot: 'easy' },
];

if (command === 'record') {
  const count = Number(a);
  const tag = Number(b);
  for (let i = 0; i < count; i++) {
    const ok = store.recordGame({
      game: 'henhouse',
      date: new Date().toISOString(),
      seats,
      seed: tag * 1000 + i,
      options: { players: 2 },
      rounds: 1,
      scores: [i, 10],
      winners: [0],
    });
    if (!ok) process.stderr.write(`${store.takeWarnings().join('\n')}\n`);
  }
} else if (command === 'save-loop') {
  const base = Number(a);
  for (let n = 1; ; n++) {
    const steps = Array.from({ length: base + n }, (_, i) => ({ seat: i % 2, action: { kind: 'lay', cards: ['B7', 'G7', 'O7'], i } }));
    store.saveGame({
      game: 'just-hatched',
      options: { players: 2 },
      seed: 3,
      seats,
      speed: 'fast',
      thinkMs: 100,
      steps,
      savedAt: new Date().toISOString(),
    });
    process.stdout.write(`saved ${base + n}\n`);
    if (n % 20 === 0) await new Promise((r) => setImmediate(r));
  }
} else if (command === 'read') {
  const records = store.records();
  const saved = store.loadSavedGame();
  process.stdout.write(JSON.stringify({ records, saved, warnings: store.takeWarnings() }));
} else if (command === 'hold') {
  store.holdSavedGame('henhouse');
  process.on('SIGTERM', () => process.exit(143));
  process.stdout.write('held\n');
  setInterval(() => {}, 1000);
} else {
  process.stderr.write(`unknown command ${command}\n`);
  process.exitCode = 2;
}
