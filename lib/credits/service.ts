import "server-only";
import { ApiError } from "@/lib/api/errors";
import { transaction, type DbOrTx, type Tx } from "@/lib/db/transaction";
import { OUT_OF_CREDITS_MESSAGE, WELCOME_CREDITS, leadReference, leadTargetReference, welcomeMessage, welcomeReference } from "./constants";
import { notify } from "@/lib/notifications/service";
import * as q from "./queries";

// Credits (DESIGN §6.9): an append-only ledger whose balance is the sum of deltas. Every entry has a
// unique reference, so a grant or charge happens at most once whatever the retries. Balance changes
// of one member are serialised by locking their user row, so concurrent charges never overdraw.

/** Grants the welcome credits once, with their FREE_LEAD notification. Runs inside `tx`. */
async function ensureWelcome(tx: DbOrTx, userId: string) {
  // Not before the e-mail is verified: throwaway unverified accounts must not mint credits.
  if (!(await q.isEmailVerified(tx, userId))) return;
  const inserted = await q.appendEntry(tx, { userId, delta: WELCOME_CREDITS, reason: "signup_free", reference: welcomeReference(userId) });
  if (inserted) {
    await notify(tx, { userId, type: "FREE_LEAD", message: welcomeMessage(WELCOME_CREDITS), data: { credits: WELCOME_CREDITS } });
  }
}

/** Called when an account's e-mail is verified: the welcome credits, once. */
export async function grantWelcomeCredits(userId: string): Promise<void> {
  await transaction(async (tx) => {
    if (!(await q.lockUser(tx, userId))) return;
    await ensureWelcome(tx, userId);
  });
}

export async function getCreditBalance(userId: string): Promise<number> {
  return transaction(async (tx) => {
    if (!(await q.hasReference(userId, welcomeReference(userId), tx))) {
      if (!(await q.lockUser(tx, userId))) throw ApiError.notFound("User not found");
      await ensureWelcome(tx, userId);
    }
    return q.sumBalance(userId, tx);
  });
}

/**
 * Charges 1 credit for a lead, exactly once per lead. Pass `tx` to commit the charge with its
 * effect (the lead row, the unlock); without it the charge runs in its own transaction.
 */
export async function chargeForLead(input: { userId: string; leadId: string }, tx?: Tx): Promise<{ charged: boolean; balance: number }> {
  const run = async (t: DbOrTx) => {
    if (!(await q.lockUser(t, input.userId))) throw ApiError.notFound("User not found");
    await ensureWelcome(t, input.userId);
    const reference = leadReference(input.leadId);
    const balance = await q.sumBalance(input.userId, t);
    if (await q.hasReference(input.userId, reference, t)) return { charged: false, balance };
    if (balance <= 0) throw ApiError.paymentRequired(OUT_OF_CREDITS_MESSAGE);
    await q.appendEntry(t, { userId: input.userId, delta: -1, reason: "lead_charge", reference });
    return { charged: true, balance: balance - 1 };
  };
  return tx ? run(tx) : transaction(run);
}

/**
 * A lead's LinkedIn URL changed: its paths now lead to another person, which is another lead
 * (DESIGN §6.9: 1 lead = 1 credit). A lead already paid for pays again, once per new target, inside
 * `tx` with the edit (402 and nothing changed when the balance is 0). A lead not yet paid for pays
 * when its paths are first opened, as before. Runs under the member's lock like every charge.
 */
export async function chargeForRetarget(input: { userId: string; leadId: string; target: string }, tx: Tx): Promise<{ charged: boolean; balance: number }> {
  if (!(await q.lockUser(tx, input.userId))) throw ApiError.notFound("User not found");
  const balance = await q.sumBalance(input.userId, tx);
  if (!(await q.hasReference(input.userId, leadReference(input.leadId), tx))) return { charged: false, balance };
  const reference = leadTargetReference(input.leadId, input.target);
  if (await q.hasReference(input.userId, reference, tx)) return { charged: false, balance };
  if (balance <= 0) throw ApiError.paymentRequired(OUT_OF_CREDITS_MESSAGE);
  await q.appendEntry(tx, { userId: input.userId, delta: -1, reason: "lead_charge", reference });
  return { charged: true, balance: balance - 1 };
}

/**
 * Adds credits (purchase fulfilment, admin grant, refund). Idempotent by reference. Pass `tx` to
 * commit the grant with its cause (a payment marked paid); returns whether it was granted now.
 */
export async function grantCredits(input: { userId: string; amount: number; reason: string; reference: string }, tx?: Tx): Promise<boolean> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw ApiError.badRequest("Credit amount must be a positive whole number");
  const run = async (t: DbOrTx) => {
    if (!(await q.lockUser(t, input.userId))) throw ApiError.notFound("User not found");
    return q.appendEntry(t, { userId: input.userId, delta: input.amount, reason: input.reason, reference: input.reference });
  };
  return tx ? run(tx) : transaction(run);
}

/** Whether a lead was already paid for (a lead opened a second time is free). */
export async function isLeadCharged(userId: string, leadId: string): Promise<boolean> {
  return q.hasReference(userId, leadReference(leadId));
}
