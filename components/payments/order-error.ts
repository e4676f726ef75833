import { ApiClientError } from "@/lib/http/client";

/** The message of a failed order: the server's detail.error on 404 (spec 000 §8), else its message. */
export function orderErrorText(error: unknown): string {
  if (error instanceof ApiClientError) {
    const detail = error.body?.detail as { error?: string } | undefined;
    if (error.status === 404 && detail?.error) return detail.error;
    return error.message;
  }
  return "Something went wrong";
}
