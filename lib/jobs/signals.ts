import "server-only";
import { z } from "zod";
import type { DbOrTx } from "@/lib/db/transaction";
import { log } from "@/lib/log";
import { enqueueJob, registerJobHandler, type JobContext } from "./service";

// Signals (DESIGN §2, the order of rooms): how a lower room makes a higher one react without
// importing it. The emitter says what happened; each reacting room registers a reaction under its
// own name beside its other job handlers (register-jobs.ts). A signal is a queued job, so it is
// durable and retried; emitted with the caller's transaction it exists exactly when the change does.
// Signals are coalesced per key (a burst of emits while one waits queues one job), so a reaction
// must be idempotent: it recomputes from the state it finds, whatever happened how many times.

export type Signal<P> = {
  name: string;
  payload: z.ZodType<P>;
  /** What coalesces: emits with the same key while one waits join it. */
  key: (payload: P) => string;
  /** Whose work it is, for the queue's fairness across members. */
  userOf: (payload: P) => string;
};

function signal<P>(name: string, payload: z.ZodType<P>, key: (p: P) => string, userOf: (p: P) => string): Signal<P> {
  return { name, payload, key, userOf };
}

/**
 * A member's team network changed: their connections, facts or tags, or their team itself (an
 * invitation accepted, a collaboration ended). Every team the member belongs to sees the change.
 */
export const teamNetworkChanged = signal(
  "signal.team-network-changed",
  z.object({ memberId: z.uuid() }),
  (p) => p.memberId,
  (p) => p.memberId,
);
export type TeamNetworkChanged = z.infer<typeof teamNetworkChanged.payload>;

/** A collaboration between `a` and `b` ended (by `byUserId`): what rode on their pooled networks ends too. */
export const collaborationEnded = signal(
  "signal.collaboration-ended",
  z.object({ a: z.uuid(), b: z.uuid(), byUserId: z.uuid() }),
  (p) => [p.a, p.b].sort().join(":"),
  (p) => p.byUserId,
);
export type CollaborationEnded = z.infer<typeof collaborationEnded.payload>;

/**
 * A member's import or profile update says people they know work elsewhere now: their own earlier
 * current company (`from`) differs from the new one (`to`). Not coalesced (each write's moves are
 * their own: the key is the write's `batch` id); the leads room flags the leads and companies it affects.
 */
export const peopleMovedCompany = signal(
  "signal.people-moved-company",
  z.object({
    memberId: z.uuid(),
    batch: z.uuid(),
    moves: z.array(z.object({ person_id: z.uuid(), from: z.string(), to: z.string(), to_key: z.string() })).max(5000),
  }),
  (p) => p.batch,
  (p) => p.memberId,
);
export type PeopleMovedCompany = z.infer<typeof peopleMovedCompany.payload>;

/** Queues the signal; with `tx`, in the caller's transaction (it is queued if and only if the change commits). */
export async function emit<P>(sig: Signal<P>, payload: P, tx?: DbOrTx): Promise<void> {
  const p = sig.payload.parse(payload);
  await enqueueJob({ kind: sig.name, userId: sig.userOf(p), payload: p as Record<string, unknown>, queueKey: `${sig.name}:${sig.key(p)}`, tx });
}

/**
 * `emit` for a change that has already happened on its own: a failure to queue the signal is logged,
 * never fails the member's action (what reacts heals at the next signal).
 */
export async function emitAfter<P>(sig: Signal<P>, payload: P): Promise<void> {
  try {
    await emit(sig, payload);
  } catch (error) {
    log.error("jobs.signal_not_queued", { signal: sig.name, error: error instanceof Error ? error.message : String(error) });
  }
}

export type Reaction<P> = (payload: P, ctx: JobContext) => Promise<Record<string, unknown> | void>;

const g = globalThis as unknown as { __scubaReactions?: Map<string, Map<string, Reaction<never>>> };
const reactions = (g.__scubaReactions ??= new Map());

/**
 * Registers a room's reaction to a signal, under the reaction's name (registering a name again
 * replaces it). Every reaction of a signal runs in its job, in registration order; a failure fails
 * the job, which is retried with all of them (they are idempotent).
 */
export function onSignal<P>(sig: Signal<P>, name: string, reaction: Reaction<P>) {
  let byName = reactions.get(sig.name) as Map<string, Reaction<P>> | undefined;
  if (!byName) {
    reactions.set(sig.name, (byName = new Map()));
    const all = byName;
    registerJobHandler(sig.name, async (ctx) => {
      const payload = sig.payload.parse(ctx.job.payload);
      const result: Record<string, unknown> = {};
      for (const react of all.values()) Object.assign(result, (await react(payload, ctx)) ?? {});
      return result;
    });
  }
  byName.set(name, reaction);
}
