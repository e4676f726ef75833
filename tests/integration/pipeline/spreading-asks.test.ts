import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { collaborators, introRequests } from "@/lib/db/schema";
import { openLead } from "@/lib/pipeline/lead-paths";
import { signedInUser } from "../../helpers/factories";
import { addLead, arrangeNetwork } from "../leads/helpers";

// Spreading the asks (issue 28): each path of an opened lead says how many open requests the team
// already has through its introducer, and whether that introducer declined the member lately.
describe("the introducer's load on an opened lead's paths", () => {
  it("counts the team's open requests through the introducer and marks a recent decline of the member's, never another team's", async () => {
    const me = await signedInUser({ name: "Mia Member" });
    const mate = await signedInUser({ name: "Dana Mate" });
    const stranger = await signedInUser({ name: "Stan Stranger" });
    await db.insert(collaborators).values({ inviterId: me.user.id, inviteeId: mate.user.id });
    const { ivy } = await arrangeNetwork(me.user.id);
    const lead = await addLead(me.token, "tara-target", { name: "Tara Target", company: "Acme", role: "VP Sales" });
    const other = await addLead(me.token, "otto-other", { name: "Otto Other", company: "Acme", role: "CTO" });
    const mates = await addLead(mate.token, "mona-mates", { name: "Mona Mates", company: "Acme", role: "CFO" });
    const mates2 = await addLead(mate.token, "max-mates", { name: "Max Mates", company: "Acme", role: "COO" });
    const strangers = await addLead(stranger.token, "sid-strangers", { name: "Sid Strangers", company: "Acme", role: "CEO" });
    const ask = (leadId: string, requesterId: string, status: string, updatedAt = new Date()) =>
      db.insert(introRequests).values({ leadId, requesterId, responderId: null, pathId: `x>${ivy.id}>${leadId}`, introducerId: ivy.id, ask: "a", forwardable: "b", status, updatedAt });
    await ask(other.body.data.id, me.user.id, "requested");
    await ask(mates.body.data.id, mate.user.id, "accepted");
    await ask(mates.body.data.id, mate.user.id, "won"); // closed: not open
    await ask(strangers.body.data.id, stranger.user.id, "requested"); // another team: never counted
    const viaIvy = async () => (await openLead(me.user.id, lead.body.data.id)).paths.find((p) => p.path[0]!.id === ivy.id)!;
    expect((await viaIvy()).introducer_load).toEqual({ open_requests: 2, declined_recently: false });

    await ask(other.body.data.id, me.user.id, "declined", new Date(Date.now() - 40 * 86_400_000)); // too long ago
    expect((await viaIvy()).introducer_load).toEqual({ open_requests: 2, declined_recently: false });
    await ask(other.body.data.id, me.user.id, "declined");
    await ask(mates2.body.data.id, mate.user.id, "requested");
    expect((await viaIvy()).introducer_load).toEqual({ open_requests: 3, declined_recently: true });
  });
});
