import { ok } from "@/lib/api/envelope";
import { handler, UPLOAD_BODY_BYTES } from "@/lib/handler";
import { consumeUpload } from "@/lib/network/upload-rate";
import { startNetworkUpload } from "@/lib/network/import-service";
import { networkUploadSchema } from "@/lib/network/schema";

// POST /api/v2/linkedin/network-bulk – upload Connections.csv (or vCard / Google CSV, Positions, Education)
export const POST = handler({ body: networkUploadSchema, maxBodyBytes: UPLOAD_BODY_BYTES }, async ({ auth, body, req }) => {
  await consumeUpload(auth.user.id, req.headers);
  const { message, ...data } = await startNetworkUpload(auth.user.id, body);
  return ok(data, message);
});
