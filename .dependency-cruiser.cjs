/**
 * The layers of docs/architecture.md, checked on every `npm test`: host -> widgets -> core -> shared, and
 * server -> shared. A widget never imports another widget; the server never imports browser code;
 * src/shared imports nothing but zod (and itself). No import cycles anywhere.
 */
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
    {
      name: 'core-below-widgets',
      severity: 'error',
      comment: 'src/core is the kit every widget uses: it never reaches up into widgets, the host or the server.',
      from: { path: '^src/core/' },
      to: { path: '^src/(widgets|host|server)/' },
    },
    {
      name: 'widget-not-another-widget',
      severity: 'error',
      comment: 'Widgets meet through core, events and attributes, never by importing each other.',
      from: { path: '^src/widgets/([^/]+)/' },
      to: { path: '^src/widgets/', pathNot: '^src/widgets/$1/' },
    },
    {
      name: 'browser-not-server',
      severity: 'error',
      comment: 'Browser code never imports the server.',
      from: { path: '^src/(core|widgets|host)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-browser',
      severity: 'error',
      comment: 'The server never imports browser code.',
      from: { path: '^src/server/' },
      to: { path: '^src/(core|widgets|host)/' },
    },
    {
      name: 'widgets-not-host',
      severity: 'error',
      comment: 'The host composes widgets; widgets do not know the host.',
      from: { path: '^src/(widgets|core)/' },
      to: { path: '^src/host/' },
    },
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
