import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as createLeadRoute } from "@/app/api/v2/leads/route";
import { PUT as editLead } from "@/app/api/v1/leads/[id]/route";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { ORDER_FIELDS, SELECT_FIELDS } from "@/lib/leads/list-leads";
import { call } from "../../helpers/api";
import { settle, watchEventLoop } from "../../helpers/event-loop";
import { signedInUser } from "../../helpers/factories";
import { jsonValue } from "../../helpers/fuzz-bodies";
import { addLead } from "../leads/helpers";

// Issue 12 fuzzing, JSON half: generated bodies, shaped like the real ones with hostile values mixed
// in, against the lead routes and list-connections. No 5xx, and the event loop never blocked 200 ms.
const RUNS = Number(process.env.FUZZ_LEAD_RUNS || 1700);

const str = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("\u0000", "a\u0000b", "%", "_", "\\", "'; drop table leads; --", "😀".repeat(50)));
const maybe = <T>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: jsonValue });
const url = fc.oneof({ weight: 1, arbitrary: str }, { weight: 4, arbitrary: fc.stringMatching(/^[a-zA-Z0-9%_-]{0,40}$/).map((s) => `https://www.linkedin.com/in/${s}/`) });
const leadBody = fc.record(
  { linkedin_url: maybe(url), list_name: maybe(str), upload_type: maybe(fc.constantFrom("manual", "csv", "crm")), name: maybe(str), company: maybe(str), role: maybe(str), email: maybe(str), phone_no: maybe(str), status: maybe(fc.boolean()) },
  { requiredKeys: [] },
);
// Mostly well-formed trees with hostile values, so the queries behind validation are exercised too.
const leaf = fc.oneof(
  fc.record({ name: fc.record({ contains: str }, { requiredKeys: [] }) }),
  fc.record({ company: fc.record({ in: fc.array(str, { maxLength: 5 }) }) }),
  fc.record({ role: fc.record({ equals: str }) }),
  fc.record({ has_visited: fc.boolean() }),
  fc.record({ visited_at: fc.constantFrom(null, { not: null }) }),
  fc.record({ id: fc.oneof(fc.uuid(), fc.record({ in: fc.array(fc.uuid(), { maxLength: 3 }) })) }),
  fc.record({ lead_pipeline_list: fc.record({ some: fc.record({ pipeline_list_id: fc.uuid() }) }) }),
  fc.record({ relation_metrics: fc.record({ start_tags: fc.record({ has_some: fc.array(str, { maxLength: 3 }) }) }) }),
);
const where: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, fc.record({ AND: fc.array(tie("node"), { maxLength: 3 }) }), fc.record({ OR: fc.array(tie("node"), { maxLength: 3 }) })),
})).node;
const listBody = fc.record(
  {
    where: maybe(where),
    skip: maybe(fc.nat({ max: 50 })),
    limit: maybe(fc.integer({ min: 1, max: 100 })),
    select: maybe(fc.subarray([...SELECT_FIELDS]).map((keys) => Object.fromEntries(keys.map((k) => [k, true])))),
    order: maybe(fc.array(fc.record({ field: fc.constantFrom(...ORDER_FIELDS), dir: fc.constantFrom("asc", "desc") }).map(({ field, dir }) => ({ [field]: dir })), { maxLength: 3 })),
  },
  { requiredKeys: [] },
);
const connectionsBody = fc.record(
  {
    search: maybe(str),
    company: maybe(fc.array(str, { maxLength: 3 })),
    title: maybe(fc.array(str, { maxLength: 3 })),
    tag: maybe(fc.array(fc.oneof({ weight: 4, arbitrary: fc.uuid() }, { weight: 1, arbitrary: str }), { maxLength: 3 })),
    query: maybe(fc.subarray(["base", "portfolio", "users"])),
    skip: maybe(fc.nat({ max: 50 })),
    limit: maybe(fc.integer({ min: 1, max: 100 })),
  },
  { requiredKeys: [] },
);

describe("fuzzing the lead routes", () => {
  it(`${RUNS} generated JSON bodies: no 5xx`, { timeout: 180_000 }, async () => {
    const { token } = await signedInUser();
    const leadId = (await addLead(token, "fuzz-target")).body.data.id;
    const statuses = new Map<string, number>();
    let slowest = { ms: 0, what: "" };
    // Warm up first: the first call of a route loads its modules, which is not what is measured.
    await call(listLeadsRoute, "/api/v1/list-leads", { token, body: {} });
    await call(listConnections, "/api/v1/list-connections", { token, body: {} });
    await call(editLead, `/api/v1/leads/${leadId}`, { token, method: "PUT", body: { name: "Warm Up" }, params: { id: leadId } });
    const loop = watchEventLoop();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          leadBody.map((body) => ["create", body] as const),
          leadBody.map((body) => ["edit", body] as const),
          listBody.map((body) => ["list-leads", body] as const),
          connectionsBody.map((body) => ["list-connections", body] as const),
          jsonValue.map((body) => ["create", body] as const),
        ),
        async ([route, body]) => {
          const t0 = performance.now();
          const res =
            route === "create"
              ? await call(createLeadRoute, "/api/v2/leads", { token, method: "POST", body })
              : route === "edit"
                ? await call(editLead, `/api/v1/leads/${leadId}`, { token, method: "PUT", body, params: { id: leadId } })
                : route === "list-leads"
                  ? await call(listLeadsRoute, "/api/v1/list-leads", { token, method: "POST", body })
                  : await call(listConnections, "/api/v1/list-connections", { token, method: "POST", body });
          const took = performance.now() - t0;
          if (took > slowest.ms) slowest = { ms: took, what: `${route} ${res.status} ${JSON.stringify(body).slice(0, 300)}` };
          const key = `${route} ${res.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          expect(res.status, `${route} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS, interruptAfterTimeLimit: 150_000 },
    );
    await settle();
    const blocked = loop.stop();
    console.log(`lead route fuzzing: ${RUNS} bodies, ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, event loop blocked at most ${blocked.toFixed(0)} ms; slowest call ${slowest.ms.toFixed(0)} ms (${slowest.what})`);
    expect(blocked).toBeLessThan(200);
  });
});
