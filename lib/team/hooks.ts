"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { CalibrationTable } from "@/lib/intros/calibration-table";
import type { Connector } from "./types";

export const teamKeys = {
  connectors: ["team", "connectors"] as const,
  calibration: ["team", "calibration"] as const,
  adminCalibration: ["admin", "calibration"] as const,
};

/** GET v2/team/connectors: the viewer's team, each member and extended network with its figures. */
export function useTeamConnectors(enabled = true) {
  return useQuery({ queryKey: teamKeys.connectors, queryFn: async () => (await api<Connector[]>("v2/team/connectors")).data, enabled });
}

/** GET v2/team/calibration, or the superadmin's GET v2/admin/calibration (every team, counts only). */
export function useCalibration(scope: "team" | "admin", enabled = true) {
  return useQuery({
    queryKey: scope === "team" ? teamKeys.calibration : teamKeys.adminCalibration,
    queryFn: async () => (await api<CalibrationTable>(scope === "team" ? "v2/team/calibration" : "v2/admin/calibration")).data,
    enabled,
  });
}
