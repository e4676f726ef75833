import { NextRequest } from "next/server";
import { TEST_DEVICE } from "../../helpers/api";
import { seal } from "@/lib/crypto/secret-box";
import { signedInUser } from "../../helpers/factories";

/** A superadmin with two-factor on, signed in: the only caller the admin API answers. */
export function signedInSuperadmin(email?: string) {
  return signedInUser({
    role: "superadmin",
    name: "Root Admin",
    ...(email ? { email } : {}),
    totpSecretEnc: seal("KRSXG5CTMVRXEZLU"),
    totpEnabledAt: new Date(),
  });
}




/** Calls a route whose answer is a file: returns status, headers and the raw bytes. */
export async function callRaw(
  route: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
) {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ "x-device-id": TEST_DEVICE, "content-type": "application/json" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const req = new NextRequest(url, { method: "POST", headers, body: JSON.stringify(options.body ?? {}) });
  const res = await route(req, { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
