// ESLint (flat config): typescript-eslint with type information, and the layer rule of
// docs/ARCHITECTURE.md. `npm run lint`; `npm test` runs it before the unit tests.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that climb out of a folder into one of these top-level folders of src/. */
const into = (...folders) => `^(\\.\\./)+(${folders.join("|")})(/|$)`;

/** Hono's raw readers of a request's path, query and body (c.req.query("lang"), c.req.json()...). */
const UNCHECKED_INPUT = "^(param|query|queries|json|parseBody|formData|text|arrayBuffer|blob)$";

/**
 * Libraries the server loads with `await import()` where it first uses them, never at start: each
 * adds 10–45 MB to every process, most of which never sends a mail, takes a card payment, checks
 * a wallet, draws a share image or resizes a picture (README, Performance). Type imports are free.
 */
const LOADED_ON_USE = ["nodemailer", "@react-email/components", "openai", "stripe", "viem", "viem/siwe", "satori", "@resvg/resvg-js", "sharp"];
const loadedOnUse = LOADED_ON_USE.map((name) => ({
  name,
  allowTypeImports: true,
  message: `The server loads ${name} where it uses it (const { … } = await import("${name}")), not at start: see LOADED_ON_USE in eslint.config.js.`,
}));

/**
 * The layer rule: core ← modules ← links ← site ← web/app. Each group may not import the ones it
 * names; server code (`paths`) may not import the libraries loaded on use either.
 */
const layer = (files, folders, message, paths = []) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: [{ regex: into(...folders), message }], paths }] },
});

const MODULE_LAYER = "A module depends on src/core only (and src/links for other modules' relations): never src/web, src/app or src/site.";

export default tseslint.config(
  { ignores: ["dist/**", "build/**", ".react-router/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Rows cross the wire as JSON; tests and a few loaders read them loosely on purpose.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  // Server code logs through src/core/log.ts (pino: levels, LOG_LEVEL, the request id), never console.
  // The build and start scripts (.mjs) print to a terminal before any of that exists, and tests and
  // benchmarks report to the person running them, so they may.
  { files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts"], rules: { "no-console": "error" } },
  // A route reads its input only through validate() (`c.var.input`): what it reads is then checked
  // and documented in /api/openapi.json (tests/api/openapi-completeness.test.ts). Headers are not
  // input schemas describe; the readers themselves (validate.ts, body.ts, the generic CRUD) may.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/core/http/validate.ts", "src/core/http/body.ts", "src/core/http/crud.ts", "src/web/**", "src/app/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression[callee.object.property.name='req'][callee.property.name=/${UNCHECKED_INPUT}/]`,
          message: "Read a route's input from c.var.input (validate({ params, query, body })), so it is checked and documented in OpenAPI.",
        },
      ],
    },
  },
  // Plain JavaScript (the build and start scripts, this file) is linted without type information.
  { files: ["**/*.{js,mjs,cjs}"], ...tseslint.configs.disableTypeChecked },
  { files: ["**/*.{js,mjs,cjs}"], languageOptions: { globals: globals.node } },
  // No import cycles in src, lazy import() ones included: a cycle ties two files so neither can be
  // read, tested or split into its own chunk alone (tests/lint/cycles.test.ts). Type-only imports
  // are not followed: they are erased from the build, and a module's widget-data-types infers its
  // types from the server file that imports its constants. Between modules they do count
  // (tests/lint/module-cycles.test.ts).
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { ...importX.flatConfigs.typescript.settings, "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  layer(["src/core/**"], ["modules", "links", "site", "web", "app"], "src/core knows no module: it may not import src/modules, src/links, src/site, src/web or src/app.", loadedOnUse),
  layer(["src/modules/**"], ["web", "app", "site"], MODULE_LAYER),
  layer(["src/modules/*/server/**", "src/modules/*/index.ts"], ["web", "app", "site"], MODULE_LAYER, loadedOnUse),
  layer(["src/modules/*/entities.ts"], ["links"], "A module's entities know no link: src/links imports them, never the reverse."),
  layer(["src/links/**"], ["web", "app", "site"], "Links join modules' entities: they import src/core and src/modules only."),
  layer(["src/site/**"], ["web", "app"], "The site (theme, seed) depends on modules, never on src/web or src/app."),
  { files: ["src/app/**"], rules: { "no-restricted-imports": ["error", { paths: loadedOnUse }] } },
);
