// Lint configuration: the recommended rules of eslint and typescript-eslint, type-aware where cheap.
// Part of the one gate (`npm test`), so a lint error fails CI like a failing test.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'reports/**', '.tmp/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The installed command is plain JavaScript run by Node.
    files: ['bin/**/*.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // Hostile input is our daily bread: regexes that match control characters are deliberate.
      'no-control-regex': 'off',
    },
  },
);
