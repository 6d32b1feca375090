// The site's layers (docs/architecture.md): imports point down this list, never up.
//   app shell (root.tsx, routes.ts, entry.*) and routes/  →  features/  →  ui/  →  site/  →  i18n/  →  time/  →  domain/
//   content/ (CMS answers → domain types) is read by loaders only: routes, features' *.server.ts, root, server/.
const layer = (name) => `^app/${name}/`;
const forbid = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    forbid(
      'ui-not-up',
      layer('ui'),
      [layer('features'), layer('routes'), '^app/root\\.tsx$'],
      'ui/ holds page elements: it may not use features or routes',
    ),
    forbid(
      'features-not-up',
      layer('features'),
      [layer('routes'), '^app/root\\.tsx$'],
      'features/ may not import routes',
    ),
    forbid(
      'site-not-up',
      layer('site'),
      [layer('ui'), layer('features'), layer('routes'), layer('content')],
      'site/ (screen table, paths, page frame) sits below ui, features and content',
    ),
    forbid(
      'i18n-not-up',
      layer('i18n'),
      [
        '^app/messages\\.server\\.ts$',
        layer('site'),
        layer('ui'),
        layer('features'),
        layer('routes'),
        layer('content'),
      ],
      'i18n/ sits below site/: messages and formatting only',
    ),
    forbid(
      'time-not-up',
      layer('time'),
      ['^app/(?!(time|domain)/)'],
      'time/ (Europe/Berlin clock and calendar) uses only the domain types',
    ),
    forbid(
      'domain-is-the-bottom',
      layer('domain'),
      ['^app/(?!domain/)'],
      'domain/ is the shared vocabulary: it imports nothing of the app',
    ),
    forbid(
      'content-not-up',
      layer('content'),
      [layer('ui'), layer('features'), layer('routes'), layer('site'), '^app/root\\.tsx$'],
      'content/ turns CMS answers into domain types and knows nothing above it',
    ),
    {
      name: 'content-only-in-loaders',
      comment:
        "only loaders (routes, root, features' *.server.ts) and the server read the content layer",
      severity: 'error',
      from: {
        path: ['^app/(ui|site|i18n|domain)/', '^app/features/.*(?<!\\.server)\\.tsx?$'],
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: layer('content') },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^build/', '^\\.react-router/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
