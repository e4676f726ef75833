import "server-only";
import { ApiError } from "@/lib/api/errors";
import { DAY_MS } from "@/lib/config/constants";
import { transaction, type DbOrTx } from "@/lib/db/transaction";
import { accountsBrief } from "@/lib/auth/service";
import { memberOfNode } from "@/lib/auth/own-node";
import { log } from "@/lib/log";
import { notify } from "@/lib/notifications/service";
import { introRequestHref } from "@/lib/links/codec";
import { ALERT_TYPES } from "@/lib/notifications/schema";
import type { DirectConnect, IntroducerLoad, PathNode, WarmPath } from "@/lib/paths/types";
import { calibrationTable, type CalibrationTable } from "./calibration-table";
import { introducerKnowsTarget } from "./draft";
import { sendIntroRequestMail } from "./mails";
import * as q from "./queries";
import {
  canMove,
  INTRO_MESSAGES,
  INTRO_STATUS_RANK,
  nextStatuses,
  OPEN_STATUSES,
  RECENT_DECLINE_DAYS,
  type CreateIntroInput,
  type IntroListQuery,
  type IntroRequestDto,
  type IntroSide,
  type IntroStatus,
  type UpdateIntroInput,
} from "./schema";

// Intro requests (DESIGN §12): a path carried to an outcome. The product prepares the texts; it never
// sends a message on anyone's behalf (the one e-mail it sends tells the teammate a request is waiting).
// A request names a lead and a path; what the path is now is found by lib/pipeline, above, which
// hands it in (`Askable` to create, `LivePaths` to show): this room never reads a lead or a search.

type Party = { id: string; name: string; email: string };

/**
 * A live path of the lead that can be asked along: a path (its first introducer introduces), or a
 * teammate's or portfolio owner's direct connect (origin → target: the origin introduces).
 */
export type Askable = { pathId: string; origin: PathNode; introducer: PathNode; target: PathNode; path: WarmPath | null; direct: DirectConnect | null };


/** What a request's path is now, as its requester's team sees it (null: it no longer exists). */
export type LivePath = { askable: Askable | null; target: { name: string; role: string; company: string } };

/** Finds the live paths of requests, by request id (lib/pipeline verifies each by its few edges). */
export type LivePaths = (requests: { id: string; requesterId: string; leadId: string; pathId: string }[]) => Promise<Map<string, LivePath | null>>;

/**
 * Creates a request along `askable`, a live path of the caller's lead that the caller (lib/pipeline)
 * found. The teammate is told in the product and by e-mail.
 */
export async function createIntroRequest(requester: Party, input: CreateIntroInput, askable: Askable, live: LivePaths): Promise<IntroRequestDto> {

  // A teammate's origin: the request goes to that teammate (the engine only makes team members origins).
  let responderId: string | null = null;
  if (askable.origin.origin_type === "team") {
    responderId = (await memberOfNode(askable.origin.id)) ?? null;
    if (!responderId || responderId === requester.id) throw ApiError.badRequest(INTRO_MESSAGES.pathNotFound);
  }

  const row = await transaction(async (tx) => {
    const inserted = await q.insertRequest(tx, {
      leadId: input.lead_id,
      requesterId: requester.id,
      responderId,
      pathId: askable.pathId,
      introducerId: askable.introducer.id,
      ask: input.ask,
      forwardable: input.forwardable,
      // The path as asked, for the calibration table: its band (none for a direct connect) and its people.
      askStrength: askable.path?.strength ?? null,
      pathLength: askable.pathId.split(">").length,
    });
    if (!inserted) throw ApiError.conflict(INTRO_MESSAGES.duplicate);
    await q.insertEvent(tx, { requestId: inserted.id, status: "requested", note: "", byUserId: requester.id });
    if (responderId) {
      // An alert in the teammate's bell until they read it (the request waits for their answer).
      const target = askable.target.data.name;
      await notify(tx, {
        userId: responderId,
        type: ALERT_TYPES.introRequested,
        message: introducerKnowsTarget(askable)
          ? `${requester.name} asks you to introduce them to ${target}`
          : `${requester.name} asks you to introduce them to ${target} through ${askable.introducer.data.name}`,
        data: { intro_request_id: inserted.id, href: introRequestHref(inserted.id) },
      });
    }
    return inserted;
  });
  log.info("intros.requested", { requestId: row.id, leadId: row.leadId, requesterId: requester.id, responderId });

  if (responderId) {
    const [responder] = await accountsBrief([responderId]);
    try {
      if (responder) {
        await sendIntroRequestMail({
          to: responder.email,
          requestId: row.id,
          requesterName: requester.name,
          targetName: askable.target.data.name,
          // Null: the teammate knows the target themself.
          introducerName: introducerKnowsTarget(askable) ? null : askable.introducer.data.name,
        });
      }
    } catch (error) {
      // The request is stored and the in-product notification is there; a mail outage must not undo it.
      log.error("intros.mail_failed", { requestId: row.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const [dto] = await toDtos(requester.id, [row], live);
  return dto!;
}

export async function listIntroRequests(userId: string, query: IntroListQuery, live: LivePaths): Promise<IntroRequestDto[]> {
  const statuses = query.status === "open" ? OPEN_STATUSES : query.status ? [query.status] : undefined;
  const rows = await q.listRequests({ userId, scope: query.scope, statuses, leadId: query.lead_id });
  return toDtos(userId, rows, live);
}

/** One move of a request by one of its parties; anyone else gets 404. */
export async function updateIntroRequest(user: Party, id: string, input: UpdateIntroInput, live: LivePaths): Promise<IntroRequestDto> {
  const row = await q.findForParty(id, user.id);
  if (!row) throw ApiError.notFound(INTRO_MESSAGES.notFound);
  const side: IntroSide = row.requesterId === user.id ? "requester" : "responder";
  const from = row.status as IntroStatus;
  const selfTracked = row.responderId === null && !row.responderLeft;
  if (!canMove(from, input.status, side, selfTracked)) {
    // A move the other side may make is the wrong side; a move nobody may make now is the wrong order.
    const other: IntroSide = side === "requester" ? "responder" : "requester";
    if (canMove(from, input.status, other, selfTracked)) throw ApiError.forbidden(INTRO_MESSAGES.wrongSide);
    throw ApiError.conflict(INTRO_MESSAGES.wrongOrder);
  }
  // The other side is told, in their bell, who is concerned: the target as the requester's lead names it.
  const tells = side === "responder" || (input.status === "withdrawn" && row.responderId !== null);
  const target = tells ? ((await live([row])).get(row.id)?.target.name ?? "") : "";
  const toTarget = target ? ` to ${target}` : "";
  const moved = await transaction(async (tx) => {
    const updated = await q.moveStatus(tx, row.id, from, input.status);
    // Someone else moved it first (the other side answered, or a second tab): nothing twice.
    if (!updated) throw ApiError.conflict(INTRO_MESSAGES.wrongOrder);
    await q.insertEvent(tx, { requestId: row.id, status: input.status, note: input.note, byUserId: user.id });
    const data = { intro_request_id: row.id, href: introRequestHref(row.id), ...(input.note ? { reason: input.note } : {}) };
    if (side === "responder") {
      await notify(tx, {
        userId: row.requesterId,
        type: ALERT_TYPES.introAnswered,
        message: `${user.name} ${input.status === "accepted" ? "accepted" : "declined"} your intro request${toTarget}`,
        data: { ...data, status: input.status },
      });
    } else if (input.status === "withdrawn" && row.responderId) {
      await notify(tx, { userId: row.responderId, type: ALERT_TYPES.introWithdrawn, message: `${user.name} withdrew their intro request${toTarget}`, data });
    }
    return updated;
  });
  log.info("intros.moved", { requestId: row.id, from, to: input.status, by: user.id });
  const [dto] = await toDtos(user.id, [moved], live);
  return dto!;
}

/**
 * A collaboration ended (the signal `collaborationEnded`, ./jobs.ts): the open requests between the
 * two members close, since the paths they rode on are gone (DESIGN §5). Idempotent.
 */
export async function closeRequestsBetween(a: string, b: string, byUserId: string): Promise<number> {
  return transaction(async (tx) => {
    const open = await q.openBetween(tx, a, b);
    let closed = 0;
    for (const r of open) {
      if (!(await q.moveStatus(tx, r.id, r.status as IntroStatus, "closed"))) continue;
      await q.insertEvent(tx, { requestId: r.id, status: "closed", note: "The collaboration ended", byUserId });
      closed++;
    }
    return closed;
  });
}

/**
 * A member deletes their account (DESIGN §13, decision 018). The requests they were asked stay their
 * requesters' — the moves, the outcome, the calibration counts — marked as asked of a former teammate,
 * with the notes the member wrote erased; one still waiting for their answer can get none and closes.
 * The requests the member made go, with their moves (here, before the account row: its cascades would
 * both delete those moves and null their author). Call it in the deletion's transaction; answers the
 * ids of the requests kept and of those gone.
 */
export async function detachLeavingMember(tx: DbOrTx, userId: string, ownNode: string | null): Promise<{ kept: string[]; gone: string[] }> {
  const asked = await q.askedOf(tx, userId);
  // Asked along their own direct connect, the introducer is the member themself: their node no longer
  // ties the requests (nor keeps it from the sweep of persons nothing refers to).
  if (ownNode) await q.forgetIntroducer(tx, ownNode);
  for (const r of asked) {
    if (r.status !== "requested" || !(await q.moveStatus(tx, r.id, "requested", "closed"))) continue;
    await q.insertEvent(tx, { requestId: r.id, status: "closed", note: "The teammate left Scuba", byUserId: null });
  }
  const kept = asked.map((r) => r.id);
  await q.eraseNotesBy(tx, userId, kept);
  await q.markResponderLeft(tx, userId);
  return { kept, gone: await q.deleteMadeBy(tx, userId) };
}

/** An erasure (decision 018): the requests through the erased persons go with them. */
export async function deleteRequestsThrough(tx: DbOrTx, personIds: string[]): Promise<void> {
  await q.deleteThrough(tx, personIds);
}

/** The furthest status of each of the member's leads that has a request (the pipeline column). */
export async function furthestIntroStatuses(userId: string, leadIds: string[]): Promise<Map<string, IntroStatus>> {
  const best = new Map<string, IntroStatus>();
  for (const r of await q.statusesForLeads(userId, leadIds)) {
    const status = r.status as IntroStatus;
    const prev = best.get(r.leadId);
    if (!prev || INTRO_STATUS_RANK[status] > INTRO_STATUS_RANK[prev]) best.set(r.leadId, status);
  }
  return best;
}

/** The open requests through this introducer that the member asked or was asked (the person panel). */
export async function openRequestsThrough(userId: string, introducerId: string): Promise<{ id: string; lead_id: string; status: IntroStatus; side: IntroSide }[]> {
  const rows = await q.openWithIntroducer(userId, introducerId, OPEN_STATUSES);
  return rows.map((r) => ({ id: r.id, lead_id: r.leadId, status: r.status as IntroStatus, side: r.requesterId === userId ? "requester" : "responder" }));
}

/** How busy each introducer is with the team's asks (issue 28: spreading the asks). */
export async function introducerLoads(teamUserIds: string[], memberId: string, introducerIds: string[]): Promise<Map<string, IntroducerLoad>> {
  const since = new Date(Date.now() - RECENT_DECLINE_DAYS * DAY_MS);
  const rows = await q.introducerLoad(teamUserIds, memberId, [...new Set(introducerIds)], OPEN_STATUSES, since);
  return new Map(rows.flatMap((r) => (r.introducerId ? [[r.introducerId, { open_requests: Number(r.open), declined_recently: Number(r.declined) > 0 }] as const] : [])));
}

/** Introducers who accepted intros for any of these members before (the AI sort's factor and the tooltip). */
export function introducersWithAcceptedIntros(memberIds: string[]): Promise<Set<string>> {
  return q.acceptedIntroducers(memberIds);
}

// ---------------------------------------------------------------- answers

async function toDtos(viewerId: string, rows: q.IntroRequest[], livePaths: LivePaths): Promise<IntroRequestDto[]> {
  if (rows.length === 0) return [];
  const events = await q.eventsOf(rows.map((r) => r.id));
  const ids = [...rows.flatMap((r) => [r.requesterId, r.responderId ?? r.requesterId]), ...events.flatMap((e) => (e.byUserId ? [e.byUserId] : []))];
  const people = new Map((await accountsBrief([...new Set(ids)])).map((u) => [u.id, u]));
  // Paths are read live from the requester's team network: never more than the path shows now.
  const live = await livePaths(rows.map((r) => ({ id: r.id, requesterId: r.requesterId, leadId: r.leadId, pathId: r.pathId })));
  return rows.map((r) => {
    const found = live.get(r.id) ?? null;
    const askable = found?.askable ?? null;
    const side: IntroSide = r.requesterId === viewerId ? "requester" : "responder";
    const status = r.status as IntroStatus;
    const selfTracked = r.responderId === null && !r.responderLeft;
    const path: WarmPath | null = askable?.path ?? null;
    const direct: DirectConnect | null = askable?.direct ?? null;
    const brief = (id: string | null) => (id && people.get(id) ? { id, name: people.get(id)!.name, email: people.get(id)!.email } : null);
    return {
      id: r.id,
      lead_id: r.leadId,
      path_id: r.pathId,
      status,
      side,
      self_tracked: selfTracked,
      responder_left: r.responderLeft,
      ask: r.ask,
      forwardable: r.forwardable,
      requester: brief(r.requesterId) ?? { id: r.requesterId, name: "", email: "" },
      responder: brief(r.responderId),
      introducer: { id: r.introducerId, name: askable?.introducer.data.name ?? "" },
      target: found ? found.target : { name: "", role: "", company: "" },
      path,
      direct,
      next: nextStatuses(status, side, selfTracked),
      history: events
        .filter((e) => e.requestId === r.id)
        .map((e) => ({ status: e.status as IntroStatus, note: e.note, at: e.at.toISOString(), by: (e.byUserId && people.get(e.byUserId)?.name) || null })),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/**
 * The calibration table (issue 29) of the requests `requesterIds` made — a team's members — or, with
 * null, of every team together (the superadmin's: counts only, nobody named).
 */
export async function introCalibration(requesterIds: string[] | null): Promise<CalibrationTable> {
  return calibrationTable(await q.calibrationCounts(requesterIds));
}

/** Per origin node of a team's requests (a member's own node, an extended network's owner): asked, accepted, median hours to answer. */
export async function introStatsByOrigin(requesterIds: string[]) {
  const list = await q.statsByOrigin(requesterIds);
  return new Map(list.map((r) => [r.origin, { asked: r.asked, accepted: r.accepted, medianHours: r.median_hours === null ? null : Number(r.median_hours) }]));
}
