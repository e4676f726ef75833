import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { db } from "@/lib/db";
import { collaborators, connections, experiences, introRequestEvents, notifications, personProfiles, persons, users } from "@/lib/db/schema";
import { DELETE as deleteAccount } from "@/app/api/v2/account/route";
import { GET as alerts } from "@/app/api/v2/notifications/alerts/route";
import { GET as listIntros, PATCH as moveIntro, POST as askIntro } from "@/app/api/v2/intro-requests/route";
import { GET as calibration } from "@/app/api/v2/team/calibration/route";
import type { CalibrationTable } from "@/lib/intros/calibration-table";
import type { IntroRequestDto } from "@/lib/intros/schema";
import type { AlertList } from "@/lib/notifications/schema";
import { call } from "../../helpers/api";
import { signedInUser, TEST_PASSWORD } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";
import { insertLead } from "../paths/support/load";

catchMailDuringTests({ beforeAll, beforeEach, afterAll });

// A teammate deletes their account (DESIGN §13, decision 018): the requests the others asked of them
// are the others' records — their moves, outcome, notes and calibration counts stay, the teammate is
// "a former teammate" — while the teammate's own data (their notes, their name in the others'
// alerts, the requests they made) goes.

type Member = Awaited<ReturnType<typeof signedInUser>>;

const ask = (m: Member, body: { lead_id: string; path_id: string }) =>
  call<IntroRequestDto>(askIntro, "/api/v2/intro-requests", { token: m.token, body: { ask: "Would you introduce me?", forwardable: "Hi, …", ...body } });
const move = (m: Member, id: string, status: string, note?: string) =>
  call<IntroRequestDto>(moveIntro, "/api/v2/intro-requests", { method: "PATCH", token: m.token, query: { id }, body: { status, note } });
const sent = async (m: Member) => (await call<IntroRequestDto[]>(listIntros, "/api/v2/intro-requests", { token: m.token, query: { scope: "sent" } })).body.data;
const calibrationOf = async (m: Member) => (await call<CalibrationTable>(calibration, "/api/v2/team/calibration", { token: m.token })).body.data;

/** Ada and Bea on one team; Bea knows Daniel and Dora directly (Ada's leads), Ada knows Lena (Bea's lead). */
async function team() {
  const ada = await signedInUser({ name: "Ada Asker", email: "ada@staying-corp.com" });
  // Bea's node is her LinkedIn person: nothing of Ada's may keep it once she is gone.
  const bea = await signedInUser({ name: "Bea Teammate", email: "bea@leaving-corp.com", linkedinUrl: "https://www.linkedin.com/in/bea-teammate" });
  await db.insert(collaborators).values({ inviterId: ada.user.id, inviteeId: bea.user.id });
  const person = async (slug: string, name: string, by: Member) => {
    const [p] = await db.insert(persons).values({ slug }).returning();
    await db.insert(personProfiles).values({ personId: p!.id, suppliedBy: by.user.id, source: "connections", fullName: name });
    await db.insert(experiences).values({ personId: p!.id, suppliedBy: by.user.id, company: "Initech", companyKey: "initech", title: "CEO", isCurrent: true });
    await db.insert(connections).values({ ownerUserId: (by === ada ? bea : ada).user.id, personId: p!.id, sources: ["linkedin"], connectedOn: "2023-07-04" });
    return p!.id;
  };
  const daniel = await person("daniel-stays", "Daniel Target", ada);
  const dora = await person("dora-stays", "Dora Target", ada);
  const lena = await person("lena-goes", "Lena Lead", bea);
  const danielLead = (await insertLead({ userId: ada.user.id, personId: daniel, name: "Daniel Target", company: "Initech" })).id;
  const doraLead = (await insertLead({ userId: ada.user.id, personId: dora, name: "Dora Target", company: "Initech" })).id;
  const lenaLead = (await insertLead({ userId: bea.user.id, personId: lena, name: "Lena Lead", company: "Initech" })).id;
  return { ada, bea, daniel, dora, lena, danielLead, doraLead, lenaLead };
}

describe("a teammate who deletes their account", () => {
  it("leaves the requests the others asked of them — moves, outcome, notes, calibration — and takes their own data", async () => {
    const { ada, bea, daniel, dora, lena, danielLead, doraLead, lenaLead } = await team();
    // Ada asks Bea for Daniel: accepted with Bea's note, then the intro made with Ada's note.
    const made = (await ask(ada, { lead_id: danielLead, path_id: `${bea.user.personId}>${daniel}` })).body.data;
    expect((await move(bea, made.id, "accepted", "Happy to — Daniel owes me one")).status).toBe(200);
    expect((await move(ada, made.id, "intro_made", "Bea wrote to Daniel on Monday")).status).toBe(200);
    // Ada asks Bea for Dora: still waiting for Bea's answer.
    const waiting = (await ask(ada, { lead_id: doraLead, path_id: `${bea.user.personId}>${dora}` })).body.data;
    // Bea asks Ada for Lena: Bea's own request.
    const beas = (await ask(bea, { lead_id: lenaLead, path_id: `${ada.user.personId}>${lena}` })).body.data;
    expect(beas.responder?.id).toBe(ada.user.id);
    // The team's calibration: Ada's two requests and Bea's one.
    expect((await calibrationOf(ada)).bands.find((b) => b.band === "Direct")).toMatchObject({ asked: 3, accepted: 1 });

    const gone = await call(deleteAccount, "/api/v2/account", { method: "DELETE", token: bea.token, body: { email: "bea@leaving-corp.com", password: TEST_PASSWORD } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    await runPendingJobs();
    expect(await db.select().from(users).where(eq(users.id, bea.user.id))).toHaveLength(0);

    // Ada's requests stay hers: the outcome and her note, Bea as a former teammate, the next moves hers.
    const mine = new Map((await sent(ada)).map((r) => [r.id, r]));
    expect([...mine.keys()].sort()).toEqual([made.id, waiting.id].sort());
    const kept = mine.get(made.id)!;
    expect(kept).toMatchObject({ status: "intro_made", responder: null, responder_left: true, self_tracked: false, path: null, direct: null, introducer: { id: null } });
    expect(kept.next).toEqual(["meeting_booked", "won", "lost", "closed"]);
    expect(kept.history.map((h) => [h.status, h.note, h.by])).toEqual([
      ["requested", "", "Ada Asker"],
      ["accepted", "", null],
      ["intro_made", "Bea wrote to Daniel on Monday", "Ada Asker"],
    ]);
    // The one waiting for Bea can get no answer now: it closes, saying why.
    expect(mine.get(waiting.id)).toMatchObject({ status: "closed", responder_left: true });
    expect(mine.get(waiting.id)!.history.at(-1)).toMatchObject({ status: "closed", note: "The teammate left Scuba", by: null });
    expect((await move(ada, made.id, "meeting_booked", "Call on Tuesday")).body.data.status).toBe("meeting_booked");

    // Ada's calibration still counts her two requests and the acceptance.
    expect((await calibrationOf(ada)).bands.find((b) => b.band === "Direct")).toMatchObject({ asked: 2, accepted: 1 });

    // Bea's data goes: her notes, her name in Ada's alerts, the request she made and Ada's alert about it.
    const events = await db.select().from(introRequestEvents).where(inArray(introRequestEvents.requestId, [made.id, waiting.id, beas.id]));
    expect(JSON.stringify(events)).not.toContain("Daniel owes me one");
    expect(events.some((e) => e.requestId === beas.id)).toBe(false);
    expect(await db.select().from(persons).where(eq(persons.id, bea.user.personId!))).toHaveLength(0);
    const bell = (await call<AlertList>(alerts, "/api/v2/notifications/alerts", { token: ada.token })).body.data;
    expect(bell.data.map((n) => n.message)).toEqual(["A former teammate accepted your intro request to Daniel Target"]);
    const adaNotes = await db.select().from(notifications).where(eq(notifications.userId, ada.user.id));
    expect(JSON.stringify(adaNotes)).not.toContain("Bea Teammate");
    expect(adaNotes.some((n) => n.data?.intro_request_id === beas.id)).toBe(false);
  });
});
