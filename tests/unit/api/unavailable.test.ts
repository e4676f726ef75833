import { describe, expect, it } from "vitest";
import { toErrorResponse } from "@/lib/api/envelope";
import { isUnavailableError } from "@/lib/api/unavailable";

// A database that does not answer is a 503 the client may retry, never a 500 with a stack.
describe("isUnavailableError", () => {
  const pg = (code: string, message = "x") => Object.assign(new Error(message), { code });

  it("knows the server going away and the connection failing", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "53300", "ECONNREFUSED", "ECONNRESET"]) expect(isUnavailableError(pg(code)), code).toBe(true);
    expect(isUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("looks through an ORM's wrapper and an AggregateError", () => {
    const wrapped = Object.assign(new Error("Failed query: select 1"), { cause: pg("57P01", "terminating connection due to administrator command") });
    expect(isUnavailableError(wrapped)).toBe(true);
    expect(isUnavailableError(new AggregateError([pg("ECONNREFUSED")], "connect failed"))).toBe(true);
  });

  it("leaves faults of the request or the code alone", () => {
    for (const error of [pg("23505", "duplicate key"), pg("42P01", "relation does not exist"), new TypeError("x is undefined"), "text", null, undefined]) {
      expect(isUnavailableError(error), String(error)).toBe(false);
    }
  });

  it("a cause chain that loops ends", () => {
    const a: Error & { cause?: unknown } = new Error("a");
    a.cause = a;
    expect(isUnavailableError(a)).toBe(false);
  });

  it("is answered 503 unavailable with Retry-After and no stack", async () => {
    const res = toErrorResponse(pg("57P01", "terminating connection due to administrator command"), "req-7");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 503, code: "unavailable", data: null });
    expect(JSON.stringify(body)).not.toContain("administrator");
  });
});
