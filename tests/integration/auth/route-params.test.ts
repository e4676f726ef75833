import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { PUT as rejectSuggestion } from "@/app/api/v1/reject-suggestion/[id]/route";
import { DELETE as deleteConnection } from "@/app/api/v1/delete-connection/[id]/route";
import { DELETE as deleteLead, PUT as editLead } from "@/app/api/v1/leads/[id]/route";
import { DELETE as deleteTag } from "@/app/api/v1/usertags/[id]/route";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// handler({ params }) (lib/handler): a path id that is not a UUID cannot name a row, so it is
// the route's own 404 — after the session check, never a 500 from the database.
const routes = [
  { name: "reject suggestion", fn: rejectSuggestion, method: "PUT", missing: "Suggestion not found" },
  { name: "delete connection", fn: deleteConnection, method: "DELETE", missing: "Connection not found" },
  { name: "edit lead", fn: editLead, method: "PUT", missing: "Lead not found", body: { name: "Ada Lovelace" } },
  { name: "delete lead", fn: deleteLead, method: "DELETE", missing: "Lead not found" },
  { name: "delete tag", fn: deleteTag, method: "DELETE", missing: "Tag not found" },
] as const;

describe("route params", () => {
  for (const route of routes) {
    it(`${route.name}: a malformed id is 404 '${route.missing}' for a member, 403 for nobody`, async () => {
      const { token } = await signedInUser();
      const body = "body" in route ? route.body : undefined;
      for (const id of ["not-a-uuid", "1; drop table leads", `${randomUUID()}x`]) {
        const res = await call(route.fn, `/api/v1/x/${id}`, { method: route.method, token, params: { id }, body });
        expect(res.status, id).toBe(404);
        expect(res.body.message).toBe(route.missing);
      }
      const anonymous = await call(route.fn, "/api/v1/x/not-a-uuid", { method: route.method, params: { id: "not-a-uuid" }, body });
      expect(anonymous.status).toBe(403);
      // A well-formed id of nothing the member owns reaches the domain, which answers its own 404.
      const unknown = await call(route.fn, `/api/v1/x/${randomUUID()}`, { method: route.method, token, params: { id: randomUUID() }, body });
      expect(unknown.status).toBe(404);
    });
  }
});
