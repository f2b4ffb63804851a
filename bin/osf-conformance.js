#!/usr/bin/env node
// The installed command: runs the TypeScript sources on Node 20 through tsx, without a build step.
// vitest's Node API is loaded before tsx's hooks are registered: it is plain JavaScript, and passing its
// large bundles through the transform hooks more than doubled the run's peak memory.
await import('vitest/node');
const { register } = await import('tsx/esm/api');
register();
await import('../src/main.ts');
