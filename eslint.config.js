// Package boundaries, checked by `npm run lint` (part of `npm test`): a package reaches another only through
// its published name and entry points, never its `src/` or a relative path; the shell never imports an area;
// areas never import each other (they meet at run time, through Module Federation); shared-ui imports no app.
const tsParser = require('@typescript-eslint/parser');

const AREAS = Object.values(require('./scripts/packages').areas);
const PACKAGES = ['shell', ...AREAS, 'shared-ui', 'site-server', 'e2e', 'bench', 'content-service', 'content-catalog', 'contracts'];

/** An import that climbs out of its package into another one by a relative path. */
const relativeReachInto = (packages) => ({
  regex: `^(\\.\\./)+(${packages.join('|')})(/|$)`,
  message: "Import another package by its name (and its package.json exports), not by a relative path into its folder.",
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
  const patterns = [relativeReachInto(PACKAGES.filter((name) => !reaches.includes(name))), sourceReach, ...forbidden];
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...patterns.flatMap(callsMatching)],
    },
  };
}

module.exports = [
  { ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', 'content-service/**', '**/*.generated.ts', 'e2e/test-results*/**', 'reports/**', '.screenshots/**'] },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  boundaries(['shell/**'], [forbidPackages(AREAS, 'The shell knows areas only through the site manifest and Module Federation, never by import.')]),
  ...AREAS.map((area) =>
    boundaries([`${area}/**`], [forbidPackages(['shell', ...AREAS.filter((other) => other !== area)], 'An area never imports the shell or another area: embed through Module Federation (AreaComponent).')]),
  ),
  boundaries(['shared-ui/**'], [forbidPackages(['shell', ...AREAS], 'shared-ui is below every app: it imports none of them.')]),
  boundaries(['site-server/**', 'e2e/**', 'bench/**']),
  boundaries(['scripts/**'], [], ['content-service']),
];
