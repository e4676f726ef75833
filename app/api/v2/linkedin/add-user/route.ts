import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { addContactSchema } from "@/lib/network/schema";
import { addContact } from "@/lib/network/service";

// POST /api/v2/linkedin/add-user – Add New Contact by LinkedIn profile URL
export const POST = handler({ body: addContactSchema }, async ({ auth, body }) => {
  const data = await addContact(auth.user.id, body.linkedin_url, body);
  return ok(data, "Contact added successfully");
});
