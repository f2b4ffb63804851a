// Minimal vitest configuration for the project's own tests; the integrator may replace it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
  },
});
