// Types of eslint.config.mjs for the test that checks the order of rooms (tests/unit/house).
import type { Linter } from "eslint";

/** The rooms of lib/, floor by floor, bottom to top. */
export declare const FLOORS: string[][];
declare const config: Linter.Config[];
export default config;
