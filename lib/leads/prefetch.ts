import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { leadKeys } from "./keys";
import { listLeadsSchema } from "./list-leads";
import { pipelineListBody, readPipelineParams } from "./pipeline-params";
import { listLeads } from "./service";

/**
 * The pipeline's page of leads for the URL's filters, read on the server for the member and
 * handed to the browser's cache, so the table comes with the page's HTML instead of one round trip
 * after the scripts (issue 11: largest contentful paint). The same key and the same JSON as
 * POST v1/list-leads; a failure leaves the cache empty and the browser asks as before.
 */
export async function prefetchPipelineLeads(userId: string, search: URLSearchParams): Promise<DehydratedState> {
  const client = new QueryClient();
  const body = pipelineListBody(readPipelineParams(search));
  await client.prefetchQuery({
    queryKey: leadKeys.page(body),
    queryFn: async () => JSON.parse(JSON.stringify(await listLeads(userId, listLeadsSchema.parse(body)))) as unknown,
  });
  return dehydrate(client);
}
