import { describe, expect, it } from "vitest";
import { FIGURES_POLL_MS, FIRST_COUNT_MAX_MS, figuresPollInterval, figuresState, isFiguresPending } from "@/lib/pipeline/figures";
import type { LeadRow, RelationMetricsTarget } from "@/lib/pipeline/types";

// Issue 27 §2: a new lead says 'computing…' (never '0') until its count is written, and the screens
// read their leads again while any row's figures are pending.

const NOW = Date.parse("2026-11-26T12:00:00Z");
const idle = { team: false, leads: false, leadId: null };
const metrics = (total: number): RelationMetricsTarget => ({
  type: "new",
  is_latest: true,
  source_link: null,
  total_path: total,
  best_path: null,
  strength_counts: { good: 0, average: 0, weak: 0 },
  start_tags: [],
  middle_tags: [],
  end_tags: [],
  direct_count: 0,
  direct_start_tags: [],
  direct_end_tags: [],
});
const row = (pending: boolean, counted?: number): Partial<LeadRow> => ({
  id: "l1",
  figures_pending: pending,
  linkedin_user: { profile: null, entity_urn: null, relation_metrics_target: counted === undefined ? [] : [metrics(counted)] },
});

describe("isFiguresPending", () => {
  const lead = (hasFigures: boolean, ageMs: number) => ({ id: "l1", createdAt: new Date(NOW - ageMs), hasFigures });

  it("waits for a lead's first count while it is young, or while per-lead refreshes are still queued", () => {
    expect(isFiguresPending(lead(false, 2_000), idle, NOW)).toBe(true);
    expect(isFiguresPending(lead(false, FIRST_COUNT_MAX_MS + 1), idle, NOW)).toBe(false);
    expect(isFiguresPending(lead(false, FIRST_COUNT_MAX_MS + 1), { ...idle, leads: true }, NOW)).toBe(true);
    expect(isFiguresPending(lead(true, 2_000), idle, NOW)).toBe(false);
  });

  it("marks a counted lead while its team is being recounted or its own newest refresh waits", () => {
    expect(isFiguresPending(lead(true, 60_000), { ...idle, team: true }, NOW)).toBe(true);
    expect(isFiguresPending(lead(true, 60_000), { ...idle, leads: true, leadId: "l1" }, NOW)).toBe(true);
    expect(isFiguresPending(lead(true, 60_000), { ...idle, leads: true, leadId: "other" }, NOW)).toBe(false);
  });
});

describe("figuresState and the poll", () => {
  it("says computing before the first count, updating while a written count is about to change", () => {
    expect(figuresState(row(true))).toBe("computing");
    expect(figuresState(row(true, 0))).toBe("updating");
    expect(figuresState(row(false, 7))).toBe("ready");
    expect(figuresState(row(false))).toBe("ready");
  });

  it("polls while any row is pending, and stops when none is", () => {
    expect(figuresPollInterval([row(false, 3), row(true)])).toBe(FIGURES_POLL_MS);
    expect(figuresPollInterval([row(false, 3), row(false, 0)])).toBe(false);
    expect(figuresPollInterval(undefined)).toBe(false);
  });
});
