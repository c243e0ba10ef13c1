/**
 * The layers of docs/architecture.md, checked on every `npm test`: host -> widgets -> core -> shared, and
 * server -> shared. A widget never imports another widget; the server never imports browser code;
 * src/shared imports nothing but zod (and itself). No import cycles anywhere.
 */
/** A layer rule: no module matching `from` imports one matching `to`. */
const layer = (name, comment, from, to) => ({ name, severity: 'error', comment, from: { path: from }, to: { path: to } });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles make load order matter and modules hard to move.', from: {}, to: { circular: true } },
    {
      name: 'shared-imports-only-zod',
      severity: 'error',
      comment: 'src/shared is read by the browser and the server alike: zod and itself only.',
      from: { path: '^src/shared/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/shared/', '(^|/)node_modules/zod/'], dependencyTypesNot: ['type-only'] },
    },
    layer(
      'core-below-widgets',
      'src/core is the kit every widget uses: it never reaches up into widgets, the host or the server.',
      '^src/core/',
      '^src/(widgets|host|server)/',
    ),
    {
      name: 'widget-not-another-widget',
      severity: 'error',
      comment: 'Widgets meet through core, events and attributes, never by importing each other.',
      from: { path: '^src/widgets/([^/]+)/' },
      to: { path: '^src/widgets/', pathNot: '^src/widgets/$1/' },
    },
    layer('browser-not-server', 'Browser code never imports the server.', '^src/(core|widgets|host)/', '^src/server/'),
    layer('server-not-browser', 'The server never imports browser code.', '^src/server/', '^src/(core|widgets|host)/'),
    layer('widgets-not-host', 'The host composes widgets; widgets do not know the host.', '^src/(widgets|core)/', '^src/host/'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist', '\\.test-output'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
