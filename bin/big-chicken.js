#!/usr/bin/env node
// chalk 5 reads FORCE_COLOR but not NO_COLOR: map it before anything colourful is imported.
if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') process.env.FORCE_COLOR = '0';
await import('../dist/cli.js');
