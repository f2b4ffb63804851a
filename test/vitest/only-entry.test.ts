// vitest is an optional peer dependency of the package: only the osf-conformance/vitest entry may import it,
// so the command line and the library load without it (a static import anywhere else would break them).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

it('imports vitest only in src/vitest/index.ts among the shipped sources', () => {
  const importing = [...sources('src'), ...sources('suites')].filter((file) =>
    /(from|import\()\s*'(vitest|@vitest\/[^']+)'/.test(readFileSync(join(root, file), 'utf8')),
  );
  expect(importing).toEqual(['src/vitest/index.ts']);
});
