// The 'Path-target row' builder (spec 001 §3), importable from client and server code alike.
export { buildPathTargetRow } from "./present";
