import "server-only";
import type { LeadWarmPaths } from "./types";

// Contract stubs: filled in by the engine commit.
export async function getLeadWarmPaths(input: { userId: string; leadId: string }): Promise<LeadWarmPaths> {
  void input;
  throw new Error("not implemented yet");
}
export async function refreshLeadMetrics(input: { userId: string; leadId: string }): Promise<void> {
  void input;
}
export async function scheduleMetricsRefresh(userId: string): Promise<void> {
  void userId;
}
export async function refreshScubaSort(userId: string): Promise<void> {
  void userId;
}
