import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { ok, toErrorResponse } from "@/lib/api/envelope";

describe("envelope", () => {
  it("wraps data with statusCode, message and version 1.3.0", async () => {
    const res = ok({ a: 1 }, "Done");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ statusCode: 200, message: "Done", data: { a: 1 }, version: "1.3.0" });
  });
  it("answers an expired session with HTTP 401 and body statusCode 419", async () => {
    const res = toErrorResponse(ApiError.sessionExpired(), "req-1");
    expect(res.status).toBe(401);
    expect((await res.json()).statusCode).toBe(419);
  });
  it("answers unknown errors generically with the request id, hiding the cause", async () => {
    const res = toErrorResponse(new Error("password=hunter2 leaked"), "req-42");
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body.message).toContain("req-42");
    expect(JSON.stringify(body)).not.toContain("hunter2");
  });
  it("carries Retry-After on 429 and detail on 402", async () => {
    const limited = toErrorResponse(ApiError.tooManyRequests(12.2), "r");
    expect(limited.headers.get("retry-after")).toBe("13");
    const noCredit = await toErrorResponse(ApiError.paymentRequired("No credits left"), "r").json();
    expect(noCredit.detail).toEqual({ statusCode: 402, message: "No credits left" });
  });
});
