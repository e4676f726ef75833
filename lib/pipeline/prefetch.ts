import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { HOME_BOOKMARKS, RECENT_LEADS } from "@/lib/leads/home-lists";
import { leadKeys } from "@/lib/leads/keys";
import { listLeadsSchema } from "@/lib/leads/list-leads";
import { pipelineListBody, readPipelineParams } from "@/lib/leads/pipeline-params";
import { topBookmarks } from "./lead-paths";
import { listLeads } from "./list-leads";

/** What the browser would get from the route: plain JSON (dates as strings), so hydration matches. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

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
    queryFn: async () => asJson(await listLeads(userId, listLeadsSchema.parse(body))),
  });
  return dehydrate(client);
}

/**
 * Home's lists (three recently added, three recently visited leads, two bookmarked paths) read on
 * the server and handed to the browser's cache, so the tables come with the HTML (issue 11: the
 * page's largest paint no longer waits for three round trips). A failed read leaves its key empty
 * and the browser asks as before.
 */
export async function prefetchHomeLists(userId: string): Promise<DehydratedState> {
  const client = new QueryClient();
  await Promise.all([
    ...(["added", "viewed"] as const).map((kind) =>
      client.prefetchQuery({ queryKey: leadKeys.recent(kind), queryFn: async () => asJson(await listLeads(userId, listLeadsSchema.parse(RECENT_LEADS[kind]))) }),
    ),
    client.prefetchQuery({ queryKey: leadKeys.topBookmarks(HOME_BOOKMARKS), queryFn: async () => asJson(await topBookmarks(userId, HOME_BOOKMARKS)) }),
  ]);
  return dehydrate(client);
}
