import { main } from './program.js';

// The program itself is src/program.ts, built from the game registry; this file only runs it.
await main(process.argv);
