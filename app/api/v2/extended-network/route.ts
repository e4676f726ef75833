import { ok } from "@/lib/api/envelope";
import { handler, UPLOAD_BODY_BYTES } from "@/lib/handler";
import { consumeUpload } from "@/lib/network/upload-rate";
import { startExtendedUpload } from "@/lib/network/import-service";
import { extendedUploadSchema } from "@/lib/network/schema";
import { listExtendedNetworks } from "@/lib/network/service";

// GET /api/v2/extended-network – the member's portfolio networks (owner options)
export const GET = handler({}, async ({ auth }) => ok(await listExtendedNetworks(auth.user.id), "Extended networks fetched successfully"));

// POST /api/v2/extended-network – upload a portfolio network CSV for an existing or new owner
export const POST = handler({ body: extendedUploadSchema, maxBodyBytes: UPLOAD_BODY_BYTES }, async ({ auth, body, req }) => {
  await consumeUpload(auth.user.id, req.headers);
  const data = await startExtendedUpload(auth.user.id, body);
  return ok(data, "Contact upload in progress");
});
