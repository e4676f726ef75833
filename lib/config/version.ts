// The version shown to users and carried in every API envelope; the client compares the two
// (spec 000 §4). One constant for both sides.
export const APP_VERSION = "1.3.0";
/** A server answering this version is tolerated by any client (spec 000 §9). */
export const WILDCARD_VERSION = "0.0.0";
