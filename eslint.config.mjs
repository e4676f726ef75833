import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The order of rooms in lib/, bottom to top (README "The order of rooms", docs/decisions/014). A room
// imports only rooms on lower floors; rooms on one floor do not import each other. A lower room that
// must make a higher one react emits a signal (lib/jobs/signals.ts) instead of importing it.
export const FLOORS = [
  // ground: configuration, logging, links and small pure helpers; then the database, the error and
  // envelope types and crypto, which read the configuration and log
  ["config", "log.ts", "links", "routes.ts", "url.ts", "utils.ts", "ui"],
  ["db", "api", "crypto"],
  // infrastructure: the browser API client first (the other rooms' client hooks use it) and the
  // metrics registry (every room records into it), then the rest
  ["http", "metrics"],
  ["mail", "jobs", "rate-limit", "export"],
  ["notifications", "activity-log"],
  ["credits"],
  ["oauth"],
  ["people"],
  ["auth"],
  ["onboarding", "payments"],
  ["collaborators"],
  ["tags"],
  ["network"],
  ["paths"],
  ["leads"],
  ["intros"],
  // the composed reads of a seller's screens
  ["pipeline", "team"],
  // working an account: a company's people and ways in, over the pipeline's reads (issue 29)
  ["companies"],
  // data rights: what erases or exports a member's or a person's data across every domain (issue 31)
  ["privacy"],
  // surfaces: what composes several domains for a screen, an integration or the API
  ["extension", "hubspot", "admin", "account", "handler", "ops"],
];

const roomPath = (room) => `./lib/${room}`;
const ORDER_ZONES = FLOORS.flatMap((floor, level) =>
  floor.map((room) => ({
    target: roomPath(room),
    from: [...FLOORS.slice(level + 1).flat(), ...floor.filter((r) => r !== room)].map(roomPath),
    message: `lib/${room} is on floor ${level + 1} of the order of rooms: it may import only rooms below it (README "The order of rooms"). To make a higher room react, emit a signal (lib/jobs/signals.ts).`,
  })),
);
const DYNAMIC_IMPORT = {
  selector: "ImportExpression[source.value=/^(@\\/|\\.\\.\\/)/]",
  message: "No dynamic import() of another room or of components/ inside lib/: it hides the order of rooms and its cycles (a package may still be loaded lazily).",
};
const USERS_WRITE = {
  selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='users']",
  message: "The users table is written by lib/auth only: call lib/auth/user-links.ts (or add the write there).",
};

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
  // The order of rooms (above): enforced for every file of lib/, with no import cycle and no dynamic
  // import of another room.
  {
    files: ["lib/**/*.{ts,tsx}"],
    // Imports are followed through our own files only (a package is never a room).
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-restricted-paths": ["error", { zones: ORDER_ZONES }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-syntax": ["error", DYNAMIC_IMPORT],
    },
  },
  // One owning room per table (DESIGN §2): the account row is written by lib/auth only; another room
  // asks through lib/auth/user-links.ts.
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/auth/**", "lib/db/**"],
    rules: { "no-restricted-syntax": ["error", DYNAMIC_IMPORT, USERS_WRITE] },
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
