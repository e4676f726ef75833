// The one error type of the API. Domain code throws it; `toErrorResponse` turns it into the envelope.
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "session_expired"
  | "not_found"
  | "conflict"
  | "payment_required"
  | "rate_limited"
  | "payload_too_large"
  | "unavailable"
  | "internal";

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The envelope's statusCode when it differs from the HTTP status (419 for an expired session). */
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  readonly detail?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: { statusCode?: number; errors?: FieldErrors; detail?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.statusCode = extra.statusCode ?? status;
    this.errors = extra.errors;
    this.detail = extra.detail;
    this.headers = extra.headers;
  }

  static badRequest(message: string, errors?: FieldErrors) {
    return new ApiError(400, "bad_request", message, { errors });
  }
  static unauthorized(message: string) {
    return new ApiError(401, "unauthorized", message);
  }
  /** Missing, revoked or invalid session, a refused role, or a refused cross-site request. */
  static forbidden(message = "Forbidden") {
    return new ApiError(403, "forbidden", message);
  }
  /** An expired session: the client reads body statusCode 419 (spec 000 §4). */
  static sessionExpired() {
    return new ApiError(401, "session_expired", "Session expired", { statusCode: 419 });
  }
  static notFound(message = "Not found") {
    return new ApiError(404, "not_found", message);
  }
  static conflict(message: string) {
    return new ApiError(409, "conflict", message);
  }
  static paymentRequired(message: string) {
    return new ApiError(402, "payment_required", message, { detail: { statusCode: 402, message } });
  }
  /** A shared part (the database) does not answer for now: the client may try again shortly. */
  static unavailable(message = "The service is briefly unavailable. Please try again in a few seconds.", retryAfterSeconds = 5) {
    return new ApiError(503, "unavailable", message, { headers: { "Retry-After": String(retryAfterSeconds) } });
  }
  static tooManyRequests(retryAfterSeconds: number, message = "Too many requests. Please try again later.") {
    return new ApiError(429, "rate_limited", message, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
  }
}
