// Test runner configuration: the project's own tests live under test/, mirroring src/.
// Kept minimal on purpose; shared options (tags, reporters) belong to whoever owns the whole gate.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
  },
});
