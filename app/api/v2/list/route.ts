import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { deleteListSchema, listIdQuery, listNameSchema } from "@/lib/leads/schema";
import { createList, deleteList, getLists, renameList } from "@/lib/leads/service";

// GET /api/v2/list – the caller's pipeline lists
export const GET = handler({}, async ({ auth }) => ok(await getLists(auth.user.id)));

// POST /api/v2/list – create a list (400 'List name already exists')
export const POST = handler({ body: listNameSchema }, async ({ auth, body }) =>
  ok(await createList(auth.user.id, body.name), "List saved successfully!"),
);

// PUT /api/v2/list?id= – rename a list
export const PUT = handler({ body: listNameSchema, query: listIdQuery }, async ({ auth, body, query }) =>
  ok(await renameList(auth.user.id, query.id, body.name), "List updated successfully!"),
);

// DELETE /api/v2/list?id= – delete a list (type default) or the list and its leads (type all)
export const DELETE = handler({ body: deleteListSchema, query: listIdQuery }, async ({ auth, body, query }) => {
  await deleteList(auth.user.id, query.id, body.type);
  return ok({ id: query.id }, "List deleted successfully");
});
