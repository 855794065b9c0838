// The structure of the packages, checked by `npm run lint` (scripts/test/structure.js runs dependency-cruiser
// with these rules and keeps docs/architecture.md's graph of the site server's folders true): no import
// cycles; an area never imports another area and the shell imports none (they meet at run time through
// Module Federation); shared-ui imports no app; the site server's folders import only the folders below them.

const { SITE_SERVER_LAYERS } = require('./scripts/lib/packages');

const layerPath = (layer) => (layer === '.' ? '^site-server/src/[^/]+$' : `^site-server/src/${layer}/`);

/** A layer imports nothing above it (tests exercise the whole server and are left out). */
const downwardOnly = SITE_SERVER_LAYERS.slice(1).map((layer, index) => ({
  name: `site-server-${layer}-downward`,
  comment: `site-server/src/${layer}/ is below ${SITE_SERVER_LAYERS.slice(0, index + 1).join(', ')}: it imports none of them.`,
  severity: 'error',
  from: { path: layerPath(layer), pathNot: '\\.test\\.[jt]s$' },
  to: { path: SITE_SERVER_LAYERS.slice(0, index + 1).map(layerPath) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Two modules that import each other load half-initialised, in an order that depends on who came first.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'area-imports-no-area',
      comment: 'An area never imports another area: embed it through Module Federation (AreaComponent).',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: '^mf-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'shell-imports-no-area',
      comment: 'The shell knows areas only through the site manifest and Module Federation, never by import.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mf-[^/]+/' },
    },
    {
      name: 'shared-ui-imports-no-app',
      comment: 'shared-ui is below every app: it imports none of them.',
      severity: 'error',
      from: { path: '^shared-ui/' },
      to: { path: '^(shell|mf-[^/]+)/' },
    },
    ...downwardOnly,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
