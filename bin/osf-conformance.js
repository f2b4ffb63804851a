#!/usr/bin/env node
// The installed command: registers tsx so the TypeScript sources run on Node 20 without a build step,
// then hands over to the command line.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
