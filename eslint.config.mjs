import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const LIB_NOT_APP = { group: ["@/app/*", "@/components/*"], message: "lib must not depend on app or components." };
const OTHER_QUERIES = { group: ["@/lib/*/queries", "@/lib/*/*-queries", "@/lib/*/queries/*"], message: "Call the other domain's service, not its queries." };
const DATABASE = [
  // A service may open a transaction (lib/db/transaction) that its domains' queries run in.
  { regex: "^(drizzle-orm(/.*)?|@/lib/db(/index|/client)?)$", allowTypeImports: true, message: "Only lib/db and queries files use Drizzle and the database handle." },
  { regex: "^@/lib/db/schema(/.*)?$", allowTypeImports: true, message: "Read and write tables in a queries file; import only types of the schema here." },
];

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
  // DESIGN §2: a domain calls another domain's service, never its queries; only lib/db and the
  // queries files touch Drizzle or the database handle (type imports of the schema are fine).
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/db/**", "lib/**/queries.ts", "lib/**/*-queries.ts", "lib/**/queries/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [LIB_NOT_APP, OTHER_QUERIES, ...DATABASE] }],
    },
  },
  // Route handlers and pages stay thin: they call services.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [OTHER_QUERIES, ...DATABASE] }] },
  },
  // Queries files: the database is theirs, another domain's queries are not.
  {
    files: ["lib/**/queries.ts", "lib/**/*-queries.ts", "lib/**/queries/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [LIB_NOT_APP, OTHER_QUERIES] }],
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
