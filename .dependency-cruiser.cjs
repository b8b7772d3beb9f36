// The layers of docs/architecture.md as dependency rules, checked by `npm run lint` (depcruise).
// Dependencies point one way: routes → (http, schemas, services, components) → models → db; the
// domain vocabulary is shared by all; the astrology engine imports nothing of the app.
// A rule with an `allowed` list names the few real exceptions and why; the list may only shrink.

/** Top-level areas of app/ below the routes. */
const APP = "^app/";
const components = "^app/components/";
const http = "^app/http/";
const services = "^app/services/";
const models = "^app/models/";
const schemas = "^app/schemas/";
const domain = "^app/domain/";
const jobs = "^app/jobs/";
const dbHandle = "^app/db\\.server\\.ts$";
const sqlPackages = "^node_modules/(kysely|better-sqlite3)/";
const reactRouter = "^node_modules/(react-router|@react-router)/";
const tests = "\\.test\\.tsx?$";

/** Modules outside app/models that open or check the database without running SQL of their own. */
const DATABASE_LIFECYCLE = [
  "^app/entry\\.server\\.tsx$", // opens it (migrations) when the server starts, closes it on shutdown
  "^app/jobs/daily\\.ts$", // closes it when the job ends; a replica skips the job
  "^app/routes/healthcheck\\.ts$", // pingDatabase()
  "^app/services/(blog|delivery|horoscope)\\.server\\.ts$", // isReplica(): a replica does not write
  "^app/services/(profile|compatibility)\\.server\\.ts$", // inTransaction(): a check and its writes at once
  "^app/services/billing/local-(driver|checkout)\\.server\\.ts$", // nowIso(), the timestamps' one format
  "^app/services/people\\.server\\.ts$", // nowIso()
];

module.exports = {
  forbidden: [
    {
      name: "engine-imports-nothing-of-the-app",
      comment: "app/astrology is pure TypeScript: it imports only itself and packages (and the Locale type its readings are written in).",
      severity: "error",
      from: { path: "^app/astrology/", pathNot: tests },
      to: { path: APP, pathNot: ["^app/astrology/", "^app/i18n/locales\\.ts$"] },
    },
    {
      name: "engine-takes-only-the-locale-type",
      comment: "The readings' language data is chosen by Locale (app/astrology/texts/banks.ts); the engine takes the type, no code.",
      severity: "error",
      from: { path: "^app/astrology/", pathNot: tests },
      to: { path: "^app/i18n/locales\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-is-vocabulary",
      comment: "app/domain is shared by every layer, so it depends on no layer (the engine's types and the list of languages aside).",
      severity: "error",
      from: { path: domain, pathNot: tests },
      to: { path: APP, pathNot: "^app/(domain|astrology)/|^app/i18n/locales\\.ts$" },
    },
    {
      name: "schemas-only-describe-payloads",
      comment:
        "A Zod schema is used by the form, the action and the /api route: it imports no layer above the domain (the stored rows' value types of app/models/schema.ts aside, as types).",
      severity: "error",
      from: { path: schemas, pathNot: tests },
      to: { path: "^app/(routes|components|http|services|models|jobs)/|^app/(root|db\\.server|entry\\.server)", pathNot: "^app/models/schema\\.ts$" },
    },
    {
      name: "schemas-only-describe-payloads-code",
      comment: "The row types a schema may name are types only.",
      severity: "error",
      from: { path: schemas, pathNot: tests },
      to: { path: "^app/models/schema\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "models-below-services",
      comment: "Models hold the SQL; they answer rows and never reach up to services, HTTP, views or schemas.",
      severity: "error",
      from: { path: models, pathNot: tests },
      to: { path: "^app/(routes|components|http|services|schemas|jobs)/|^app/root" },
    },
    {
      name: "services-know-no-http",
      comment: "Services take plain values and return data or throw HttpError: no react-router, no responses, no views.",
      severity: "error",
      from: { path: services, pathNot: tests },
      to: { path: `^app/(routes|components|http|jobs)/|^app/root|${reactRouter}` },
    },
    {
      name: "http-helpers-below-services",
      comment:
        "app/http holds the routes' helpers (responses, cookies, toasts, guards); routes call services, the helpers do not (http → services is the wrong way).",
      severity: "error",
      from: { path: http, pathNot: tests },
      to: { path: "^app/(routes|components|services|jobs)/|^app/root" },
    },
    {
      name: "components-only-render",
      comment:
        "Views import views, the domain, schemas (for constraints) and the root data hook; never the code of services, models, HTTP or the database (their types may name the data a view shows).",
      severity: "error",
      from: { path: components, pathNot: tests },
      to: { path: `^app/(services|models|http|jobs)/|${dbHandle}|^app/(root|entry\\.server)\\.tsx$|${sqlPackages}`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "components-take-only-types-from-server-modules",
      comment: "A *.server module never reaches the browser: a view may use its types (import type), not its code.",
      severity: "error",
      from: { path: components, pathNot: tests },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "components-do-not-import-routes",
      comment: "Routes import views, not the other way; a view may name a route's server module's types (its loader and action data).",
      severity: "error",
      from: { path: components, pathNot: tests },
      to: { path: "^app/routes/", pathNot: "^app/routes/[^/]+\\.server\\.ts$" },
    },
    {
      name: "page-scripts-use-only-the-domain",
      comment: "app/browser runs in the browser without the framework: it shares the domain's rules and constants, nothing else of the app.",
      severity: "error",
      from: { path: "^app/browser/", pathNot: tests },
      to: { path: APP, pathNot: "^app/(browser|domain)/" },
    },
    {
      name: "jobs-are-not-pages",
      comment: "Scheduled work calls services; it makes no responses and renders nothing.",
      severity: "error",
      from: { path: jobs, pathNot: tests },
      to: { path: `^app/(routes|components|http)/|^app/root|${reactRouter}` },
    },
    {
      name: "sql-only-in-models",
      comment: "Every SQL statement lives in app/models (and the connection in app/db.server.ts).",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: `${models}|${dbHandle}|${tests}` },
      to: { path: sqlPackages },
    },
    {
      name: "database-handle-only-in-models",
      comment: "db() and sqlite() are for models; the listed modules use db.server.ts only to open, check or scope it.",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: [models, tests, ...DATABASE_LIFECYCLE] },
      to: { path: dbHandle },
    },
    {
      name: "relative-imports-stay-in-their-area",
      comment: "./ and ../ only inside one area of app/ (components/chart/panels → ../wheel); across areas write ~/area/module.",
      severity: "error",
      from: { path: "^app/([^/]+)/", pathNot: tests },
      to: { dependencyTypes: ["local"], dependencyTypesNot: ["aliased"], pathNot: ["^app/$1/", "^app/[^/]+/\\+types/", "^\\.react-router/"] },
    },
    {
      name: "relative-imports-from-app-root",
      comment:
        "Modules directly in app/ (root, entry, db) import other areas with ~/; the migrations live outside app/. app/routes.ts is read by the framework's route-config loader, which knows no ~/ alias: it imports the list of languages relatively.",
      severity: "error",
      from: { path: "^app/[^/]+$", pathNot: tests },
      to: {
        dependencyTypes: ["local"],
        dependencyTypesNot: ["aliased"],
        pathNot: ["^db/migrations/", "^\\.react-router/", "^app/[^/]+$", "^app/i18n/locales\\.ts$"],
      },
    },
    {
      name: "markup-writer-only-in-drawings",
      comment: "React writes every page's markup; the string writer is for the drawings beside it (the wheel and its marks, the Vedic charts, the animals).",
      severity: "error",
      from: { pathNot: ["^app/components/chart/(wheel|wheel-marks|vedic-chart|animal-icon)\\.tsx?$", tests] },
      to: { path: "^app/components/chart/svg-markup\\.ts$" },
    },
    {
      name: "no-circular",
      comment: "Cycles of code hide which module owns what (a cycle through types only is harmless).",
      severity: "error",
      // Listed: the local billing driver answers checkout through the webhook handler, which asks the
      // driver module for the active driver (being split up with the billing work).
      from: { path: APP, pathNot: "^app/services/billing/(local-driver|webhook|driver)\\.server\\.ts$" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing package.",
      severity: "error",
      from: { path: "^(app|server)/" },
      // The route types React Router generates (./+types/<route>) exist after `react-router typegen`.
      to: { couldNotResolve: true, pathNot: "\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router/types)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
