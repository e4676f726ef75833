// The leads domain's only Drizzle access, one file per purpose.
export * from "./leads";
export * from "./lists";
export * from "./bookmarks";
export * from "./admin";
export * from "./erasure";
