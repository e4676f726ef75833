// Whether an error means a shared part — the database — does not answer for now (a restart, a
// failover, a dropped connection), as opposed to a fault in the request or the code. Such a request
// is answered 503 `unavailable` with Retry-After, never a 500 with a stack: the pool replaces the
// dead connections and the next request goes through once the database is back.

// SQLSTATE class 08 (connection exception), and the server going away: admin_shutdown,
// crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections.
const UNAVAILABLE_SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;
const UNAVAILABLE_NET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// node-postgres's own messages for a connection that ended or could not be had.
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

function unavailableItself(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NET_CODES.has(code))) return true;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}

/** Looks through wrappers (an ORM's query error's `cause`, an AggregateError's `errors`). */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== "object") return false;
  if (unavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isUnavailableError(e, depth + 1))) return true;
  return isUnavailableError(cause, depth + 1);
}
