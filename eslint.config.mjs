import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const LIB_NOT_APP = { group: ["@/app/*", "@/components/*"], message: "lib must not depend on app or components." };
const OTHER_QUERIES = { group: ["@/lib/*/queries", "@/lib/*/*-queries", "@/lib/*/queries/*"], message: "Call the other domain's service, not its queries." };
const DATABASE = [
  // A service may open a transaction (lib/db/transaction) that its domains' queries run in.
  { regex: "^(drizzle-orm(/.*)?|@/lib/db(/index|/client)?)$", allowTypeImports: true, message: "Only lib/db and queries files use Drizzle and the database handle." },
  { regex: "^@/lib/db/schema(/.*)?$", allowTypeImports: true, message: "Read and write tables in a queries file; import only types of the schema here." },
];

const CLIENT_API = { name: "@/lib/http/client", importNames: ["api", "apiBlob"], message: "Call the server through lib/<domain>/hooks.ts." };
const SERVER_MODULES = { group: ["@/lib/db", "@/lib/db/*", "@/lib/*/service", "@/lib/*/queries"], message: "Client code must not import server modules." };
const NOT_SHELL = { group: ["@/components/shell/*"], message: "The shell composes the areas, not the other way round; shared pieces live in components/common." };
const COMMON_ONLY = { group: ["@/components/*/*", "!@/components/ui/*", "!@/components/common/*"], message: "components/common uses only components/ui and lib." };

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
  // One owning room per table (DESIGN §2): the account row is written by lib/auth only; another room
  // asks through lib/auth/user-links.ts.
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/auth/**", "lib/db/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='users']",
          message: "The users table is written by lib/auth only: call lib/auth/user-links.ts (or add the write there).",
        },
      ],
    },
  },
  // Client hooks and components reach the server only through the API client.
  {
    files: ["components/**/*.{ts,tsx}", "lib/**/hooks.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/db", "@/lib/db/*", "@/lib/*/service", "@/lib/*/queries"], message: "Client code must not import server modules." }] }],
    },
  },
  // Components call the server only through lib/<domain>/hooks.ts, and cache under the key
  // factories there (an inline key array drifts from the one its invalidation names).
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [CLIENT_API],
          patterns: [SERVER_MODULES],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: "Use the domain's query-key factory (lib/<domain>/hooks.ts)." },
      ],
    },
  },
  // The areas never import the shell; components/common imports no area.
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["components/shell/**", "components/common/**", "components/ui/**"],
    rules: { "no-restricted-imports": ["error", { paths: [CLIENT_API], patterns: [SERVER_MODULES, NOT_SHELL] }] },
  },
  {
    files: ["components/common/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [CLIENT_API], patterns: [SERVER_MODULES, COMMON_ONLY] }] },
  },
];

export default config;
