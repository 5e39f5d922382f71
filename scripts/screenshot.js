#!/usr/bin/env node
// The README's picture of the table: the built program in a real terminal (tmux, 80×24), a fixed
// seed and easy bots, captured as text at the person's first turn and written between the
// README's `table:start` and `table:end` markers. `--check` writes nothing: it exits 1 when the
// README's picture is not what the program draws now (after `npm run build`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const README = join(root, 'README.md');
const START = '<!-- table:start (scripts/screenshot.js writes this picture) -->';
const END = '<!-- table:end -->';
const COMMAND = 'play --players 4 --seed 7 --bots easy --speed max --name Ada';
const SIZE = { columns: 80, rows: 24 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tmux = (...args) => execFileSync('tmux', args, { encoding: 'utf8' });

/** The table as the terminal shows it at the person's first turn, trailing spaces and blank rows trimmed. */
async function capture() {
  const home = mkdtempSync(join(tmpdir(), 'big-chicken-shot-'));
  const session = `screenshot-${process.pid}`;
  const env = Object.entries({ BIG_CHICKEN_HOME: home, LANG: 'C.UTF-8', TERM: 'xterm-256color', NO_COLOR: '1' })
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const program = join(root, 'bin', 'big-chicken.js');
  try {
    tmux(
      'new-session',
      '-d',
      '-s',
      session,
      '-x',
      String(SIZE.columns),
      '-y',
      String(SIZE.rows),
      `env -u CI ${env} node ${program} ${COMMAND}`,
    );
    let text = '';
    for (let waited = 0; waited < 20_000; waited += 100) {
      await sleep(100);
      text = tmux('capture-pane', '-p', '-t', session);
      if (text.includes('Your turn')) break;
    }
    if (!text.includes('Your turn')) throw new Error(`the table never came to the person's turn:\n${text}`);
    // The lay that just landed is lifted for a moment: wait until the table is still.
    await sleep(1500);
    text = tmux('capture-pane', '-p', '-t', session);
    return text
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trimEnd();
  } finally {
    try {
      tmux('kill-session', '-t', session);
    } catch {
      // Already gone.
    }
    rmSync(home, { recursive: true, force: true });
  }
}

/** The README with `picture` between the markers. */
function withPicture(readme, picture) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  const block = `${START}\n\n\`\`\`text\n${picture}\n\`\`\`\n\n<sub>\`big-chicken ${COMMAND}\` at ${SIZE.columns}×${SIZE.rows}, drawn by the program itself.</sub>\n\n`;
  return readme.slice(0, start) + block + readme.slice(end);
}

const picture = await capture();
const readme = readFileSync(README, 'utf8');
const next = withPicture(readme, picture);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    process.stderr.write('README.md: the picture of the table is not what the program draws now; run node scripts/screenshot.js\n');
    process.exit(1);
  }
  process.stdout.write('README.md: the picture of the table is in step with the program.\n');
} else {
  writeFileSync(README, next);
  process.stdout.write(`README.md: the picture of the table written (${picture.split('\n').length} lines).\n`);
}
