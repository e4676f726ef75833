import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { uploadStatus } from "@/lib/network/service";

// GET /api/v2/linkedin/upload-status – completed / total / pending of the uploads and syncs
export const GET = handler({}, async ({ auth }) => ok(await uploadStatus(auth.user.id), "Upload status fetched successfully"));
