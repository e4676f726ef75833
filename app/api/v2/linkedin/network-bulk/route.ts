import { ok } from "@/lib/api/envelope";
import { handler, UPLOAD_BODY_BYTES } from "@/lib/api/handler";
import { startNetworkUpload } from "@/lib/network/import-service";
import { networkUploadSchema } from "@/lib/network/schema";

// POST /api/v2/linkedin/network-bulk – upload Connections.csv (or vCard / Google CSV, Positions, Education)
export const POST = handler({ body: networkUploadSchema, maxBodyBytes: UPLOAD_BODY_BYTES }, async ({ auth, body }) => {
  const { message, ...data } = await startNetworkUpload(auth.user.id, body);
  return ok(data, message);
});
