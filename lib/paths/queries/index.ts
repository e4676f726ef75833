// The paths domain's database access, one file per purpose.
export * from "./team";
export * from "./graph";
export * from "./metrics";
export * from "./snapshot";
export * from "./companies";
export * from "./company-maps";
export { EDUCATIONS, EXPERIENCES, experiencesAtKey, experiencesElsewhere, pickedFactsOf } from "./facts";
export { groupBy } from "./sql";
