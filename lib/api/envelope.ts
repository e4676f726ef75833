import { NextResponse } from "next/server";
import { APP_VERSION } from "@/lib/config/version";
import { ApiError } from "./errors";
import { isUnavailableError } from "./unavailable";
import { log } from "@/lib/log";

// Every JSON answer: { statusCode, message, data, version } (DESIGN §3).
export type Envelope<T> = { statusCode: number; message: string; data: T; version: string };

export function ok<T>(data: T, message = "Success", init: { status?: number; headers?: HeadersInit } = {}) {
  const status = init.status ?? 200;
  const body: Envelope<T> = { statusCode: status, message, data, version: APP_VERSION };
  return NextResponse.json(body, { status, headers: init.headers });
}

/** The one place an error becomes a response. Unknown errors are logged and answered generically. */
export function toErrorResponse(error: unknown, requestId: string) {
  if (!(error instanceof ApiError) && isUnavailableError(error)) {
    log.warn("api.unavailable", { requestId, error: error instanceof Error ? error.message : String(error) });
    error = ApiError.unavailable();
  }
  if (error instanceof ApiError) {
    const body = {
      statusCode: error.statusCode,
      message: error.message,
      data: null,
      version: APP_VERSION,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.detail ? { detail: error.detail } : {}),
    };
    return NextResponse.json(body, { status: error.status, headers: { ...error.headers, "x-request-id": requestId } });
  }
  log.error("api.internal_error", {
    requestId,
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
  });
  return NextResponse.json(
    {
      statusCode: 500,
      message: `Something went wrong. Reference: ${requestId}`,
      data: null,
      version: APP_VERSION,
      code: "internal",
    },
    { status: 500, headers: { "x-request-id": requestId } },
  );
}
