// Package boundaries, checked by `npm run lint` (part of `npm test`): a package reaches another only through
// its published name and entry points, never its `src/` or a relative path; the shell never imports an area;
// areas never import each other (they meet at run time, through Module Federation); shared-ui imports no app.
const { defineConfig } = require('eslint/config');
const js = require('@eslint/js');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');
const prettier = require('eslint-config-prettier');

const AREAS = Object.values(require('./scripts/lib/packages').areas);
const PACKAGES = [
  'shell',
  ...AREAS,
  'shared-ui',
  'site-server',
  'e2e',
  'bench',
  'content-service',
  'content-catalog',
  'contracts',
  'media-tools',
];

/** An import that climbs out of its package into another one by a relative path. */
const relativeReachInto = (packages) => ({
  regex: `^(\\.\\./)+(${packages.join('|')})(/|$)`,
  message:
    'Import another package by its name (and its package.json exports), not by a relative path into its folder.',
});
/** An import of another package's sources instead of its entry point. */
const sourceReach = {
  regex: '^@gpa/[^/]+/src(/|$)',
  message: "Import a package's entry point (@gpa/<name>), not its src/ files.",
};
const forbidPackages = (names, message) => ({ regex: `^@gpa/(${names.join('|')})(/|$)`, message });

/** `import()` and `require()` of a literal path break the same boundaries as a static import. */
const callsMatching = ({ regex, message }) => {
  // A selector's regular expression ends at the first slash: spell slashes as \x2F.
  const inSelector = regex.replaceAll('/', '\\x2F');
  return [
    { selector: `ImportExpression[source.value=/${inSelector}/]`, message },
    { selector: `CallExpression[callee.name='require'][arguments.0.value=/${inSelector}/]`, message },
  ];
};

/**
 * The rules of one package: the common ones plus what that package may never import. `reaches`: packages it
 * may open by path (the launch scripts start the content service, which has its own install and no package
 * name here, and read its settings and first-admin file).
 */
function boundaries(files, forbidden = [], reaches = []) {
  const patterns = [
    relativeReachInto(PACKAGES.filter((name) => !reaches.includes(name))),
    sourceReach,
    ...forbidden,
  ];
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...patterns.flatMap(callsMatching)],
    },
  };
}

/** What the checks below never read: installs, builds, generated files, run-time output (content-service's own .gitignore included). */
const IGNORED = [
  '**/node_modules/**',
  '**/dist/**',
  'deploy/**',
  '**/*.generated.ts',
  // Generated from the catalog's JavaScript (scripts/test/catalog-types.js).
  'content-catalog/*.d.ts',
  'e2e/test-results*/**',
  'reports/**',
  '.screenshots/**',
  'coverage/**',
  'content-service/{build,.tmp,.cache,.strapi,types/generated,public/uploads}/**',
  'content-service/src/api/**',
];

module.exports = defineConfig([
  { ignores: IGNORED },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      // Every file is read with its package's types: TypeScript through the nearest tsconfig.json, JavaScript
      // as the block below says.
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      // Two modules that import each other load half-initialised, in an order that depends on who came first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An unused argument or a caught error that is not read is named with a leading underscore.
      // Also: `const { omitted, ...kept } = value` leaves a property out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // An abort's reason and a callback's error are passed on as they came (their type is `any`).
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // Declaration merging (emotion's Theme becomes the site's theme) is an empty interface that extends one.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `let { a, b } = …` where only one is reassigned stays one statement.
      'prefer-const': ['error', { destructuring: 'all' }],
      // Off: an async function that awaits nothing still returns the promise its callers and interfaces
      // expect (route handlers, fakes of async services, hooks' query functions); no-floating-promises and
      // no-misused-promises catch the mistakes around promises that matter.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // JavaScript: typed by the package's tsconfig.json that includes it (the content catalog, e2e's helpers),
    // else by tsconfig.lint.json (scripts, the content service, configs, tests); there is no tsconfig.json at
    // the root (see tsconfig.lint.json), so the project service would find none for them.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['./*/tsconfig.json', './tsconfig.lint.json'],
        tsconfigRootDir: __dirname,
      },
    },
  },
  {
    // The front-end packages' TypeScript: one program for all of them (tsconfig.front-end.json).
    files: ['{shared-ui,shell,mf-*,bench}/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/offline/worker/{sw,pageSaving}.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['./tsconfig.front-end.json'],
        tsconfigRootDir: __dirname,
      },
    },
  },
  {
    // The TypeScript compiler knows every name; ESLint's own check of undefined names does not know types.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-undef': 'off' },
  },
  {
    // CommonJS: scripts, the content catalog and service, the build and test configs.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: {
      '@typescript-eslint/no-require-imports': 'off', // CommonJS is how these files load anything.
      // JavaScript has no annotations: every parameter and every require() of JSON is `any`, so these would
      // flag most lines without finding bugs; the type-aware rules that read promises and calls stay on.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A module's own `const crypto = require('node:crypto')` is not a second declaration of Node's global.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.test.js', '**/jest.setup.js', '**/testing/**'],
    languageOptions: { globals: globals.jest },
  },
  // These pass functions to the browser (Playwright's page.evaluate, jsdom's setup): their globals are a page's.
  {
    files: ['scripts/bench/**', 'shared-ui/build/jest.setup.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests and browser tests read JSON answers (`any`) and assert on them: the assertion is the check. They
    // pass methods to expect() (`expect(object.method).toHaveBeenCalled()`), and load fixtures by require()
    // (their helpers too: `testing` files only tests import).
    files: ['**/*.test.{ts,tsx,js}', '**/testing.{ts,tsx}', '**/testing/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Every source stays readable, tests too: a file of at most 300 lines (a longer one is split into named
    // parts, a test file by the behaviour it tests). The seed's data is data, not code (generated files are
    // not read at all).
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['content-service/seed/data/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A function, an immediately invoked one too, of at most 80 lines (a component, 100). Tests are left out:
    // a describe() is a list, and one browser test walks one page load through its checks.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['**/*.{test,spec}.{ts,tsx,js}', 'e2e/tests/**', 'content-service/seed/data/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['**/*.tsx', '{shell,shared-ui,mf-*}/src/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
    // Off: it reports where React Compiler would skip a component; the site is not built with the compiler.
    rules: { 'react-hooks/preserve-manual-memoization': 'off' },
  },
  boundaries(
    ['shell/**'],
    [
      forbidPackages(
        AREAS,
        'The shell knows areas only through the site manifest and Module Federation, never by import.',
      ),
    ],
  ),
  ...AREAS.map((area) =>
    boundaries(
      [`${area}/**`],
      [
        forbidPackages(
          ['shell', ...AREAS.filter((other) => other !== area)],
          'An area never imports the shell or another area: embed through Module Federation (AreaComponent).',
        ),
      ],
    ),
  ),
  {
    // TanStack Query reaches an area inside @gpa/shared-ui (no federation singleton of its own): an area's
    // own copy would be a second query cache that the shell's provider does not feed.
    files: AREAS.map((area) => `${area}/src/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowTypeImports: true,
              message: "Read content with shared-ui's content hooks; import only TanStack Query's types.",
            },
          ],
        },
      ],
    },
  },
  boundaries(
    ['shared-ui/**'],
    [forbidPackages(['shell', ...AREAS], 'shared-ui is below every app: it imports none of them.')],
  ),
  boundaries(['site-server/**', 'e2e/**', 'bench/**']),
  boundaries(['scripts/**'], [], ['content-service']),
  // Prettier owns the layout (`prettier --check`, part of npm run lint): no style rule may fight it.
  prettier,
]);
