// Lint configuration: the recommended rules of eslint and typescript-eslint, type-aware (the type checker's
// view of the code, as the style guide asks). Part of the one gate (`npm test`): a lint error fails CI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'reports/**',
      '.tmp/**',
      'dist/**',
      'coverage/**',
      '.stryker-tmp/**',
      'src/schema/validators.generated.ts',
      'src/report/report-validator.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Plain JavaScript (the installed command, this file): no type information to lean on.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The installed command, and the mutation analysis' configurations and scripts StrykerJS loads (docs/mutation.md).
    files: ['bin/**/*.js', 'scripts/**/*.mjs', 'stryker.*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    // The tests stub async interfaces with plain values, and read the page's DOM in the browser's own context
    // (page.$$eval), where Node's types have no DOM to check against.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    rules: {
      // Hostile answers are rendered on purpose: String() of a value that is not an object (those are described
      // before) is the sentence a failure needs.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // Hostile input is our daily bread: regexes that match control characters are deliberate.
      'no-control-regex': 'off',
    },
  },
);
