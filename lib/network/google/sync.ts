import "server-only";
import { ApiError } from "@/lib/api/errors";
import { markGmailLinked, markGmailUnlinked } from "@/lib/auth/user-links";
import { enqueueJob, getLatestJob, PermanentJobError, type JobContext } from "@/lib/jobs/service";
import { accessTokenFor, findLinkedAccount, LinkNeedsConsentError, linkedAccountOwner, saveLinkedAccount } from "@/lib/oauth/accounts";
import { finishAuthorization, flowCookieName, startAuthorization } from "@/lib/oauth/flow";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { emailKeyless, isEmail } from "../email";
import { dropSuppressed, importContacts } from "../import-service";
import { dedupeContacts, splitName, type ImportContact } from "../import-types";
import { canonicalLinkedinSlug, companyKey } from "@/lib/people/keys";
import { SUPPRESSED_REASON } from "@/lib/people/service";
import { listContacts, listMeetings, listMessages, type GoogleAuth } from "./api";
import { aggregateInteractions } from "./interactions";
import * as q from "./queries";

// Google contacts, mail and calendar (spec 001 §2 Gmail/Calendar buttons, /auth/google-callback).

export const GOOGLE_SYNC_JOB = "network.google_sync";
export const GOOGLE_TEXTS = {
  alreadySynced: "Gmail and Calendar are already synced.",
  inProgress: "Gmail/Calendar Contacts are sync in progress",
  // Not in the spec (it has no wording for a revoked link): the sync job's error, naming the menu item that mends it.
  needsConsent: "Google access to Gmail and Calendar has expired or was revoked. Sync with Google again to resume the sync.",
} as const;

export { flowCookieName };

/** GET v1/gmail-login: the provider URL, or `synced` when the link exists and its sync ran. */
export async function startGoogleLink(userId: string) {
  const account = await findLinkedAccount(userId, "google_mail");
  const job = await getLatestJob(userId, GOOGLE_SYNC_JOB);
  // A link whose consent is gone (revoked refresh token) is offered again, whatever its last sync did.
  if (account && !account.needsConsent && job && job.status !== "failed") return { synced: true as const, url: null, cookie: null };
  const { url, cookie } = await startAuthorization("google_mail");
  return { synced: false as const, url, cookie };
}

/** POST v1/gmail-callback: verifies the answer, keeps the tokens sealed, queues the sync. */
export async function finishGoogleLink(userId: string, input: { code?: string; state?: string; error?: string }, flowCookie: string | undefined) {
  const identity = await finishAuthorization("google_mail", input, flowCookie);
  const owner = await linkedAccountOwner("google_mail", identity.subject);
  if (owner && owner !== userId) throw ApiError.conflict("This Google account is linked to another Scuba account");
  await saveLinkedAccount(userId, "google_mail", identity);
  await markGmailLinked(userId);
  const job = await enqueueJob({ kind: GOOGLE_SYNC_JOB, userId, payload: {}, total: 3 });
  return { job_id: job.id };
}

function contactsToImport(contacts: Awaited<ReturnType<typeof listContacts>>, extra: { email: string; name: string | null }[]): ImportContact[] {
  const out: ImportContact[] = [];
  contacts.forEach((c, i) => {
    const email = c.emails.find(isEmail);
    const slug = c.urls.map(canonicalLinkedinSlug).find(Boolean) ?? null;
    if (!email && !slug && !c.name) return;
    const names = c.givenName || c.familyName ? { firstName: c.givenName, lastName: c.familyName } : splitName(c.name);
    out.push({ line: i + 1, slug, email: email ? emailKeyless(email) : null, phone: c.phone, ...names, fullName: c.name || `${names.firstName} ${names.lastName}`.trim() || email || slug || "", company: c.company, position: c.title, connectedOn: null });
  });
  extra.forEach((p, i) => {
    const name = p.name && !p.name.includes("@") ? p.name : "";
    out.push({ line: contacts.length + i + 1, slug: null, email: p.email, phone: null, ...splitName(name), fullName: name || p.email, company: "", position: "", connectedOn: null });
  });
  return out;
}

/**
 * The sync's access token: checked (and refreshed when about to expire) before the first request,
 * then kept in memory; a 401 during the sync renews it once (lib/oauth/accounts serialises refreshes).
 */
function googleAuth(userId: string): GoogleAuth {
  let current: Promise<string> | undefined;
  return {
    token: () => (current ??= accessTokenFor(userId, "google_mail")),
    renew: (rejected) => (current = accessTokenFor(userId, "google_mail", { rejected })),
  };
}

/** The sync job: contacts become edges; mail and meetings set counts and co-occurrences. */
export async function runGoogleSync(ctx: Pick<JobContext, "job" | "progress">) {
  const userId = ctx.job.userId!;
  try {
    return await syncGoogle(userId, ctx);
  } catch (error) {
    if (!(error instanceof LinkNeedsConsentError)) throw error; // retried as any job
    // Retrying cannot help: the member must link again. Say so on the account and fail the job now.
    await markGmailUnlinked(userId);
    throw new PermanentJobError(GOOGLE_TEXTS.needsConsent, { cause: error });
  }
}

async function syncGoogle(userId: string, { progress }: Pick<JobContext, "job" | "progress">) {
  const account = await findLinkedAccount(userId, "google_mail");
  if (!account || account.needsConsent) throw new LinkNeedsConsentError("google_mail");
  const auth = googleAuth(userId);
  await auth.token();
  const ownEmails = [account.email].filter((e): e is string => !!e);

  const contacts = await listContacts(auth);
  await progress(1, { total: 3 });
  const [messages, meetings] = [await listMessages(auth), await listMeetings(auth)];
  await progress(2, { total: 3 });
  const { people, coOccurrences } = aggregateInteractions(ownEmails, messages, meetings);

  // Everyone you exchanged mail with or met is part of your network, address-keyed when no profile is known.
  const known = new Set(contacts.flatMap((c) => c.emails.map((e) => e.toLowerCase())));
  const parsed = await dropSuppressed(dedupeContacts(
    { rows: 0, contacts: contactsToImport(contacts, people.filter((p) => !known.has(p.email))), skipped: [] },
    companyKey,
  ));
  parsed.rows = parsed.contacts.length + parsed.skipped.length;
  const result = await importContacts({ userId }, userId, "gmail", parsed);
  await q.setInteractionCounts(
    userId,
    people.map((p) => ({ email: p.email, emails: p.emails, meetings: p.meetings, last: p.last?.toISOString() ?? null })),
  );
  const ids = await q.personIdsByEmail(userId, [...new Set(coOccurrences.flatMap((c) => [c.a, c.b]))]);
  await q.setCoOccurrences(
    userId,
    coOccurrences
      .filter((c) => ids.has(c.a) && ids.has(c.b) && ids.get(c.a) !== ids.get(c.b))
      .map((c) => {
        const [a, b] = [ids.get(c.a)!, ids.get(c.b)!].sort() as [string, string];
        return { a, b, threads: c.threads, meetings: c.meetings, last: c.last?.toISOString() ?? null };
      }),
  );
  await progress(3, { total: 3 });
  // Linked and synced: also mends the flag if a revoked sync's failure raced a new link.
  await markGmailLinked(userId);
  await emit(teamNetworkChanged, { memberId: userId });
  return {
    contacts: contacts.length,
    imported: result.imported,
    created: result.created,
    email_people: people.filter((p) => p.emails > 0).length,
    meeting_people: people.filter((p) => p.meetings > 0).length,
    co_occurrences: coOccurrences.length,
    // People erased by request (decision 018) are left out of the network, counted by reason.
    ...suppressedCount(parsed.skipped),
  };
}

/** The rows left out because their person was erased by request, under that reason (none: nothing). */
function suppressedCount(skipped: { reason: string }[]) {
  const n = skipped.filter((r) => r.reason === SUPPRESSED_REASON).length;
  return n ? { skipped_by_reason: { [SUPPRESSED_REASON]: n } } : {};
}
