// The whole data model (DESIGN §4), one file per domain.
export * from "./auth";
export * from "./collaborators";
export * from "./network";
export * from "./leads";
export * from "./billing";
export * from "./activity";
export * from "./intros";
export * from "./crm";
export * from "./privacy";
export * from "./paths";
