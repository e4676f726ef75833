import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { db, selectRows, type DbOrTx } from "@/lib/db";
import { introRequestEvents, introRequests, type IntroRequest } from "@/lib/db/schema";
import { OPEN_STATUSES, type IntroStatus } from "./schema";

// The intros domain's only Drizzle access (intro_requests, intro_request_events).

export type { IntroRequest };

const OPEN = sql.raw(OPEN_STATUSES.map((s) => `'${s}'`).join(", "));

export async function insertRequest(
  tx: DbOrTx,
  values: { leadId: string; requesterId: string; responderId: string | null; pathId: string; introducerId: string; ask: string; forwardable: string; askStrength: string | null; pathLength: number },
): Promise<IntroRequest | undefined> {
  // The partial unique index (lead, introducer) over open requests turns a duplicate into no row.
  const [row] = await tx.insert(introRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertEvent(tx: DbOrTx, values: { requestId: string; status: IntroStatus; note: string; byUserId: string | null }) {
  await tx.insert(introRequestEvents).values(values);
}

/** A request the caller is a party to (requester or responder); undefined otherwise. */
export async function findForParty(id: string, userId: string, tx: DbOrTx = db): Promise<IntroRequest | undefined> {
  const [row] = await tx
    .select()
    .from(introRequests)
    .where(and(eq(introRequests.id, id), or(eq(introRequests.requesterId, userId), eq(introRequests.responderId, userId))));
  return row;
}

/** Moves a request only if it is still in `from` (two answers at once: one wins, the other sees 0 rows). */
export async function moveStatus(tx: DbOrTx, id: string, from: IntroStatus, to: IntroStatus): Promise<IntroRequest | undefined> {
  const [row] = await tx
    .update(introRequests)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(introRequests.id, id), eq(introRequests.status, from)))
    .returning();
  return row;
}

export async function listRequests(filter: { userId: string; scope: "sent" | "received"; statuses?: readonly IntroStatus[]; leadId?: string }) {
  const party = filter.scope === "sent" ? eq(introRequests.requesterId, filter.userId) : eq(introRequests.responderId, filter.userId);
  return db
    .select()
    .from(introRequests)
    .where(
      and(
        party,
        filter.statuses ? inArray(introRequests.status, [...filter.statuses]) : undefined,
        filter.leadId ? eq(introRequests.leadId, filter.leadId) : undefined,
      ),
    )
    .orderBy(desc(introRequests.updatedAt), desc(introRequests.id))
    .limit(200);
}

export async function eventsOf(requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ requestId: introRequestEvents.requestId, status: introRequestEvents.status, note: introRequestEvents.note, at: introRequestEvents.at, byUserId: introRequestEvents.byUserId })
    .from(introRequestEvents)
    .where(inArray(introRequestEvents.requestId, requestIds))
    .orderBy(asc(introRequestEvents.at), asc(introRequestEvents.id));
}

/** Open requests between two members, either way round (a revoked collaboration closes them). */
export async function openBetween(tx: DbOrTx, a: string, b: string): Promise<IntroRequest[]> {
  return tx
    .select()
    .from(introRequests)
    .where(
      and(
        isNotNull(introRequests.responderId),
        sql`${introRequests.status} in (${OPEN})`,
        or(and(eq(introRequests.requesterId, a), eq(introRequests.responderId, b)), and(eq(introRequests.requesterId, b), eq(introRequests.responderId, a))),
      ),
    );
}

/** The requests a member was asked (as the teammate who answers), with their status. */
export async function askedOf(tx: DbOrTx, userId: string): Promise<{ id: string; status: string }[]> {
  return tx.select({ id: introRequests.id, status: introRequests.status }).from(introRequests).where(eq(introRequests.responderId, userId));
}

/** Requests whose introducer was this person keep no tie to them. */
export async function forgetIntroducer(tx: DbOrTx, personId: string) {
  await tx.update(introRequests).set({ introducerId: null }).where(eq(introRequests.introducerId, personId));
}

/** Deletes the requests whose introducer is one of these persons (their events with them). */
export async function deleteThrough(tx: DbOrTx, personIds: string[]) {
  if (!personIds.length) return;
  await tx.delete(introRequests).where(inArray(introRequests.introducerId, personIds));
}

/** Deletes the requests a member made (their events with them); their ids. */
export async function deleteMadeBy(tx: DbOrTx, userId: string): Promise<string[]> {
  return (await tx.delete(introRequests).where(eq(introRequests.requesterId, userId)).returning({ id: introRequests.id })).map((r) => r.id);
}

/** Marks the requests a member was asked as asked of a former teammate (their id is nulled when their row goes). */
export async function markResponderLeft(tx: DbOrTx, userId: string) {
  await tx.update(introRequests).set({ responderLeft: true }).where(eq(introRequests.responderId, userId));
}

/** Erases the notes a member wrote on these requests (their moves stay, for the requester's record). */
export async function eraseNotesBy(tx: DbOrTx, userId: string, requestIds: string[]) {
  if (!requestIds.length) return;
  await tx
    .update(introRequestEvents)
    .set({ note: "" })
    .where(and(eq(introRequestEvents.byUserId, userId), inArray(introRequestEvents.requestId, requestIds)));
}

/** Per lead of the member: the statuses of their requests (the pipeline shows the furthest). */
export async function statusesForLeads(userId: string, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select({ leadId: introRequests.leadId, status: introRequests.status, introducerId: introRequests.introducerId, pathId: introRequests.pathId })
    .from(introRequests)
    .where(and(eq(introRequests.requesterId, userId), inArray(introRequests.leadId, leadIds)));
}

/** Open requests through this introducer that the member is a party of (either side). */
export async function openWithIntroducer(userId: string, introducerId: string, statuses: readonly IntroStatus[]) {
  return db
    .select()
    .from(introRequests)
    .where(
      and(
        eq(introRequests.introducerId, introducerId),
        or(eq(introRequests.requesterId, userId), eq(introRequests.responderId, userId)),
        inArray(introRequests.status, [...statuses]),
      ),
    )
    .orderBy(desc(introRequests.updatedAt));
}

/** Per introducer: the team's open requests through them, and the member's requests through them declined since `since`. */
export async function introducerLoad(teamUserIds: string[], memberId: string, introducerIds: string[], open: readonly IntroStatus[], since: Date) {
  if (!introducerIds.length) return [];
  return db
    .select({
      introducerId: introRequests.introducerId,
      open: sql<number>`count(*) filter (where ${inArray(introRequests.status, [...open])})::int`,
      declined: sql<number>`count(*) filter (where ${introRequests.status} = 'declined' and ${introRequests.requesterId} = ${memberId} and ${introRequests.updatedAt} >= ${since})::int`,
    })
    .from(introRequests)
    .where(and(inArray(introRequests.introducerId, introducerIds), inArray(introRequests.requesterId, teamUserIds)))
    .groupBy(introRequests.introducerId);
}

/** Introducers (persons) with an accepted-or-further request among the member's team (the AI sort's factor). */
export async function acceptedIntroducers(requesterIds: string[]): Promise<Set<string>> {
  if (requesterIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ introducerId: introRequests.introducerId })
    .from(introRequests)
    .where(and(inArray(introRequests.requesterId, requesterIds), inArray(introRequests.status, ["accepted", "intro_made", "meeting_booked", "won", "lost"])));
  return new Set(rows.flatMap((r) => (r.introducerId ? [r.introducerId] : [])));
}

// The figures of issue 29: requests grouped by the path as asked (calibration) and by its origin
// (connectors). A request counts as accepted / as a meeting when its history holds that move, so a
// request that went on to 'won' still counts as accepted. Length: path_length, else path_id's people.

const lengthOf = sql`coalesce(${introRequests.pathLength}, array_length(string_to_array(${introRequests.pathId}, '>'), 1))`;
const reached = (status: IntroStatus) =>
  sql`exists (select 1 from ${introRequestEvents} e where e.request_id = ${introRequests.id} and e.status = ${status})`;

/** Asked, accepted, declined and meetings per recorded band and path length; `requesterIds` null: every team. */
export async function calibrationCounts(requesterIds: string[] | null) {
  if (requesterIds && !requesterIds.length) return [];
  return selectRows<{ band: string | null; length: number; asked: number; accepted: number; declined: number; meetings: number }>(db, sql`
    select ${introRequests.askStrength} as band, ${lengthOf}::int as length, count(*)::int as asked,
      count(*) filter (where ${reached("accepted")})::int as accepted,
      count(*) filter (where ${reached("declined")})::int as declined,
      count(*) filter (where ${reached("meeting_booked")})::int as meetings
    from ${introRequests}
    ${requesterIds ? sql`where ${inArray(introRequests.requesterId, requesterIds)}` : sql``}
    group by 1, 2`);
}

/**
 * Per origin node (the path's first person: a member's own node, an extended network's owner) of
 * the team's requests: asked, accepted, and the median hours from the ask to the first answer.
 */
export async function statsByOrigin(requesterIds: string[]) {
  if (!requesterIds.length) return [];
  return selectRows<{ origin: string; asked: number; accepted: number; median_hours: number | null }>(db, sql`
    with r as (
      select split_part(${introRequests.pathId}, '>', 1) as origin, ${reached("accepted")} as accepted,
        (select min(e.at) from ${introRequestEvents} e where e.request_id = ${introRequests.id} and e.status in ('accepted', 'declined')) as answered_at,
        ${introRequests.createdAt} as asked_at
      from ${introRequests}
      where ${inArray(introRequests.requesterId, requesterIds)}
    )
    select origin, count(*)::int as asked, count(*) filter (where accepted)::int as accepted,
      (percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at) / 3600.0)
        filter (where answered_at is not null))::float8 as median_hours
    from r group by origin`);
}
