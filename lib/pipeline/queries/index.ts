// The pipeline room's read model: one file per purpose.
export * from "./page";
export * from "./admin";
export * from "./company-leads";
