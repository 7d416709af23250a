import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

// Settings come from lib/config only: one schema, validated once, every problem in one message.
const configOnly = {
  "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through config() from lib/config (add new ones to lib/config/config-schema.ts)." }],
};

const config = [
  ...nextVitals,
  ...nextTypeScript,
  { ignores: [".next*/**", ".data/**", "node_modules/**", "lib/db/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  { files: ["**/*.{ts,tsx,js,mjs}"], rules: configOnly },
  {
    // The configuration module itself, tests and their harness, and tool configuration files read the environment directly.
    files: ["lib/config/**", "**/*.test.{ts,tsx}", "lib/testing/**", "lib/*/testing/**", "e2e/**", "*.config.{js,mjs,ts}", "instrumentation.ts"],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
