import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next*/**", ".data/**", "node_modules/**", "lib/db/migrations/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Keep dependencies one-way (STYLE.md): lib never imports app or components.
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib must not depend on app or components." }] }],
    },
  },
  // Client hooks and components reach the server only through the API client.
  {
    files: ["components/**/*.{ts,tsx}", "lib/**/hooks.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/db", "@/lib/db/*", "@/lib/*/service", "@/lib/*/queries"], message: "Client code must not import server modules." }] }],
    },
  },
];

export default config;
