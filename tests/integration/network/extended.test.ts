import { describe, expect, it } from "vitest";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { GET as listExtended, POST as uploadExtended } from "@/app/api/v2/extended-network/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import type { NetworkConnection } from "@/lib/network/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

const CSV = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\nIvy,Stone,https://www.linkedin.com/in/ivy-stone,,Globex,CFO,01 Jan 2024\nJay,Park,https://www.linkedin.com/in/jay-park,,Initech,CTO,01 Feb 2024\n";

describe("extended (portfolio) networks", () => {
  it("uploads for a new owner, then for the existing owner; lists owners and the portfolio network apart from the base", async () => {
    const { token } = await signedInUser();
    const bad = await call(uploadExtended, "/api/v2/extended-network", { token, body: { file_name: "c.csv", content: CSV, owner_name: "Olive Owner", owner_linkedin_url: "linkedin.com/in/olive" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)");

    const first = await call<{ extended_network: { id: string; name: string } }>(uploadExtended, "/api/v2/extended-network", {
      token,
      body: { file_name: "c.csv", content: CSV, owner_name: "Olive Owner", owner_linkedin_url: "https://www.linkedin.com/in/olive-owner" },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Contact upload in progress");
    await runPendingJobs();
    const owners = await call<{ id: string; name: string; linkedin_url: string; connections: number }[]>(listExtended, "/api/v2/extended-network", { token });
    expect(owners.body.data).toEqual([expect.objectContaining({ id: first.body.data.extended_network.id, name: "Olive Owner", linkedin_url: "https://www.linkedin.com/in/olive-owner/", connections: 2 })]);

    // Same owner again: nothing doubles.
    await call(uploadExtended, "/api/v2/extended-network", { token, body: { file_name: "c.csv", content: CSV, owner_id: first.body.data.extended_network.id } });
    await runPendingJobs();
    const portfolio = await call<{ data: NetworkConnection[]; count: number }>(listConnections, "/api/v1/list-connections", { token, body: { query: ["portfolio"] } });
    expect(portfolio.body.data.count).toBe(2);
    expect(portfolio.body.data.data[0]).toMatchObject({ network: "portfolio", extended_network: { name: "Olive Owner" } });
    const base = await call<{ count: number }>(listConnections, "/api/v1/list-connections", { token, body: { query: ["base"] } });
    expect(base.body.data.count).toBe(0);

    // Another member sees neither the owner nor the network, and cannot upload to it.
    const other = await signedInUser();
    expect((await call<unknown[]>(listExtended, "/api/v2/extended-network", { token: other.token })).body.data).toEqual([]);
    const foreign = await call(uploadExtended, "/api/v2/extended-network", { token: other.token, body: { file_name: "c.csv", content: CSV, owner_id: first.body.data.extended_network.id } });
    expect(foreign.status).toBe(404);
    expect((await call<{ count: number }>(listConnections, "/api/v1/list-connections", { token: other.token, body: {} })).body.data.count).toBe(0);
  });
});
