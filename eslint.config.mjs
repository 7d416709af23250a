import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

// Settings come from lib/config only: one schema, validated once, every problem in one message.
const configOnly = {
  "no-restricted-properties": [
    "error",
    {
      object: "process",
      property: "env",
      message: "Read settings through config() from lib/config (add new ones to lib/config/config-schema.ts).",
    },
  ],
};

// The layers of docs/architecture.md. A layer imports its own folders, the layers below it and any
// lib/<folder>/<name>-schemas.ts (the contract); never a folder above it.
const FOUNDATION = ["config", "db", "crypto", "http", "audit", "metrics", "lifecycle"];
const AUTH = [...FOUNDATION, "auth"];
const FRAMEWORK = [...AUTH, "framework", "webhooks"];
const SCHEMA_FILE = "[a-z0-9-]+/[a-z0-9-]+-schemas$";
const TESTS = ["**/*.test.{ts,tsx}", "**/testing/**"];

// `prefix` matches how a file reaches another lib folder: "../" from lib/<folder>/, "../../" one level deeper.
const onlyFrom = (allowed, prefix, layer) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          regex: `^(?:@/lib/|${prefix})(?!(?:${allowed.join("|")})/|${SCHEMA_FILE})[a-z0-9-]+/`,
          message: `The ${layer} layer imports only ${allowed.join(", ")} and schema files (docs/architecture.md, Layers).`,
        },
      ],
    },
  ],
});

const layer = (folders, allowed, name) => [
  {
    files: folders.map((folder) => `lib/${folder}/*.{ts,tsx}`),
    ignores: TESTS,
    rules: onlyFrom(allowed, "\\.\\./", name),
  },
  {
    files: folders.map((folder) => `lib/${folder}/*/*.{ts,tsx}`),
    ignores: [...TESTS, "lib/db/generated/**"],
    rules: onlyFrom(allowed, "\\.\\./\\.\\./", name),
  },
];

// Everything else in lib/ is the core (entities and concerns): it never imports the registries, which import it.
const core = {
  files: ["lib/**/*.{ts,tsx}"],
  ignores: [...TESTS, "lib/registries/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "(^@/lib/|\\.\\./)registries/",
            message: "Only app/ and tests import the registries (docs/architecture.md, Layers).",
          },
        ],
      },
    ],
  },
};

// Components run in the browser or render server-side from props: they reach the server only through the client libraries.
const components = {
  files: ["components/**/*.{ts,tsx}"],
  ignores: TESTS,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^@/lib/(?!(?:admin-client|api-client|portal-client)/|${SCHEMA_FILE})`,
            message:
              "Components import only lib/admin-client, lib/api-client, lib/portal-client and schema files (docs/architecture.md, Layers).",
          },
          {
            regex: "^(?:\\.\\./)+(?:lib|app)/|^@/app/",
            message: "Components import lib/ through @/lib/ and never app/ (docs/architecture.md, Layers).",
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: [
      ".next*/**",
      ".data/**",
      "node_modules/**",
      "lib/db/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  { files: ["**/*.{ts,tsx,js,mjs}"], rules: configOnly },
  {
    // The configuration module itself, tests and their harness, and tool configuration files read the environment directly.
    files: [
      "lib/config/**",
      "**/*.test.{ts,tsx}",
      "lib/testing/**",
      "lib/*/testing/**",
      "e2e/**",
      "*.config.{js,mjs,ts}",
      "instrumentation.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  core,
  ...layer(FOUNDATION, FOUNDATION, "foundation"),
  ...layer(["auth"], AUTH, "auth"),
  ...layer(["framework", "webhooks"], FRAMEWORK, "framework"),
  components,
];

export default config;
