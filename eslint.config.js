// One lint configuration for the whole project: typescript-eslint's recommended rules, the React
// hooks rules for src/ui, and Prettier (see .prettierrc.json) for formatting, checked by `npm run lint`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'scripts/stubs/', '.cache/'] },
  js.configs.recommended,
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.js', 'bin/**/*.js', 'test/**/*.mjs', 'eslint.config.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'URL',
          'setTimeout',
          'clearTimeout',
          'setImmediate',
          'setInterval',
          'clearInterval',
          'performance',
          'Buffer',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
);
