// The import rules of netinv, checked by `make deps` (part of `make test`); why each holds is
// in its comment and in docs/development/dependencies.md. Dependencies point down:
//
//   entry points (src/main.ts, src/server.ts, src/workers.ts), generated/rules (the registry)
//   src/http, src/graphql, src/actions        the edges: requests in, answers out
//   src/rules, src/events, src/auth            per-model rules and features around the engine
//   src/engine                                 the generic engine, driven by the catalogue
//   src/db, src/ipam, src/devlib, src/net ...  parts that know no model and no request
//   codegen/types.ts, generated/catalogue.ts   the catalogue's shape and content
//
// Type-only imports count everywhere (tsPreCompilationDeps): a module that needs another's
// types needs its knowledge, and a cycle of types is a cycle all the same.

/** Paths as regular expressions, so that a rule reads like the folders it names. */
const serverOnly = '^src/(?!ui/)|^codegen/|^generated/(?!ui/|client/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'Modules in a cycle can only be read, tested and changed together: a newcomer cannot '
        + 'learn one without all the others, and the order they load in decides what works. '
        + 'Move the shared part down into a module both can import, or hand one side to the '
        + 'other at start (registration).',
      severity: 'error',
      from: { path: '^(src|codegen|generated)/', pathNot: '^generated/client/' },
      to: { circular: true },
    },
    {
      name: 'engine-knows-no-layer-above',
      comment:
        'The engine is generic: rules, computed fields, features and codecs register with it at '
        + 'start (src/register.ts), so it must not import them, nor auth, the HTTP or GraphQL '
        + 'edges, events, actions or the entry points. Add a registration hook in the engine instead.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: {
        path: '^src/(rules|auth|http|graphql|events|actions|ui|devlib)/|^generated/rules/'
          + '|^src/(main|server|workers|register)\\.ts$',
      },
    },
    {
      name: 'db-imports-nothing-above',
      comment:
        'src/db is the connection pool, the embedded PostgreSQL and the migrations: it runs '
        + 'before anything else exists and knows no model, no engine and no events. DDL built '
        + 'from the catalogue reaches it as a generated file (generated/db/), not as an import.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: {
        path: '^(src|codegen|generated)/',
        pathNot: '^src/db/|^src/(config|log|startup-error)\\.ts$|^src/net/|^generated/db/',
      },
    },
    {
      name: 'rules-below-the-edges',
      comment:
        'Per-model rules, events and auth run inside any request, REST or GraphQL, and in the '
        + 'workers: they must not depend on one edge (src/http, src/graphql, src/actions) or on '
        + 'the entry points. What they need from a request comes in their context argument.',
      severity: 'error',
      from: { path: '^src/(rules|events|auth)/' },
      to: { path: '^src/(http|graphql|actions|ui)/|^src/(main|server|workers)\\.ts$' },
    },
    {
      name: 'devlib-stands-alone',
      comment:
        'The device automation layer (drivers, transports, parsers) talks to devices, not to '
        + 'the inventory: it can be tested against its simulators with no database, and reused '
        + 'on its own. Glue between devices and inventory objects lives in src/actions.',
      severity: 'error',
      from: { path: '^src/devlib/' },
      to: { path: '^(src|generated)/', pathNot: '^src/devlib/|^src/(log|config)\\.ts$|^src/net/' },
    },
    {
      name: 'ui-talks-only-to-the-api',
      comment:
        'The web UI is a browser app that calls the REST API through the generated client: '
        + 'server code cannot run in a browser, and the UI must keep working against any '
        + 'NetBox-compatible server. The exceptions: the type of its generated catalogue, and '
        + 'src/ipam/address.ts, which imports nothing and runs in a browser as it does in Node, so '
        + 'that the UI reads and writes addresses as the server does.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: serverOnly, pathNot: '^codegen/emit/ui\\.ts$|^src/ipam/address\\.ts$' },
    },
    {
      name: 'server-does-not-import-ui',
      comment: 'The server serves the built UI (dist/ui) as files; importing its sources would pull browser code into Node.',
      severity: 'error',
      from: { path: '^(src|codegen)/', pathNot: '^src/ui/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'actions-only-through-the-registry',
      comment:
        'Action handlers (src/actions) are found through generated/rules, as the catalogue '
        + 'declares them; a direct import would bypass the catalogue.',
      severity: 'error',
      from: { path: '^(src|codegen)/', pathNot: '^src/actions/' },
      to: { path: '^src/actions/' },
    },
    {
      name: 'codegen-reads-no-request-code',
      comment:
        'The generators turn the catalogue into files, without a database or a server; they may '
        + 'drive the engine to print its SQL, and print the DDL installed at start from its builders '
        + '(the change log\'s triggers, a feature\'s ddl.ts), but never import the edges, events, auth or rules otherwise.',
      severity: 'error',
      from: { path: '^codegen/' },
      to: {
        path: '^src/(http|graphql|actions|events|auth|rules|ui|devlib)/|^src/(main|server|workers)\\.ts$',
        pathNot: '^src/events/changelog\\.ts$|^src/rules/.+/ddl\\.ts$',
      },
    },
    {
      name: 'no-test-code-in-the-product',
      comment: 'test/, bench/ and scripts/ use the product, never the other way round: the product must run without them.',
      severity: 'error',
      from: { path: '^(src|codegen|generated)/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'no-dev-dependencies-in-the-product',
      comment: 'A production install (npm ci --omit=dev) has no devDependencies; the product must not need them at run time.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/ui/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unresolved-imports',
      comment: 'An import that cannot be found fails at run time; tsc reports it too, this keeps the graph complete.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-orphans',
      comment:
        'A module nobody imports and that imports nothing is dead code, or an entry point this '
        + 'file should name. The exceptions are loaded by other means.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          // served to the browser as a static file by src/graphql
          '^src/graphql/graphiql/start\\.js$',
          // openapi-typescript's types of the REST contract, for API clients and editors
          '^generated/api/types\\.ts$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    // make test runs the check every time: files whose content is unchanged since the last
    // run are not parsed again. A changed rule or file invalidates what it touches.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
