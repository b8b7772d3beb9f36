import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "test-results/**", "playwright-report/**", "tests/.tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    // SQL lives in app/models (docs/architecture.md); .dependency-cruiser.cjs keeps the database
    // handle's imports there, this keeps the few other importers of app/db.server.ts from running SQL.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/models/**", "app/db.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.name=/^(db|sqlite)$/]", message: "SQL belongs in app/models: call a model function." },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: "SQL belongs in app/models: call a model function." },
      ],
    },
  },
  {
    // A service is read in one sitting (docs/architecture.md): split one that grows past this.
    files: ["app/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  {
    files: ["app/pwa/sw-register.js"],
    languageOptions: {
      sourceType: "script",
      globals: { window: "readonly", document: "readonly", localStorage: "readonly", navigator: "readonly", console: "readonly", setTimeout: "readonly", clearTimeout: "readonly", location: "readonly", URL: "readonly", CustomEvent: "readonly", AbortController: "readonly", fetch: "readonly" },
    },
  },
  {
    files: [".dependency-cruiser.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable" } },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
  },
  {
    files: ["**/*.test.ts", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
