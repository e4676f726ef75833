import "server-only";
import { introCalibration, introStatsByOrigin } from "@/lib/intros/service";
import type { CalibrationTable } from "@/lib/intros/calibration-table";
import { peopleByOwner } from "@/lib/network/service";
import { goodBestPathsByOrigin, requireTeam } from "@/lib/paths/service";
import type { Connector } from "./types";

// The team views of issue 29, composed from what other rooms keep: the team as the engine loads it
// (members and extended networks, lib/paths), their connection counts (lib/network), the leads'
// refreshed best paths (relation_metrics, never a new search) and the team's intro requests
// (lib/intros). Everything is scoped to the viewer's team (DESIGN §5): another team never appears.

const ORDER = { me: 0, team: 1, indirect: 2 } as const;
const hours = (h: number | null) => (h === null ? null : Math.round(h * 10) / 10);

export async function teamConnectors(userId: string): Promise<Connector[]> {
  const team = await requireTeam(userId);
  const [people, good, stats] = await Promise.all([
    peopleByOwner(userId, team.userIds, team.extendedNetworkIds),
    goodBestPathsByOrigin(userId),
    introStatsByOrigin(team.userIds),
  ]);
  const sum = (ids: string[]) => ids.reduce((n, id) => n + (people.get(id) ?? 0), 0);
  return [...team.origins]
    .sort((a, b) => ORDER[a.type] - ORDER[b.type] || sum([...b.ownerUserIds, ...b.extendedNetworkIds]) - sum([...a.ownerUserIds, ...a.extendedNetworkIds]) || a.name.localeCompare(b.name))
    .map((o): Connector => {
      const s = stats.get(o.personId);
      const member = o.type !== "indirect";
      return {
        ...(member ? { user_id: o.ownerUserIds[0] } : { extended_network_id: o.extendedNetworkIds[0] }),
        name: o.name,
        kind: member ? "member" : "extended",
        is_you: o.type === "me",
        people: sum([...o.ownerUserIds, ...o.extendedNetworkIds]),
        good_paths_to_leads: good.get(o.personId) ?? 0,
        intros_asked: s?.asked ?? 0,
        intros_accepted: s?.accepted ?? 0,
        median_answer_hours: hours(s?.medianHours ?? null),
      };
    });
}

/** The calibration table of the requests the viewer's team made (its members as they are now). */
export async function teamCalibration(userId: string): Promise<CalibrationTable> {
  const team = await requireTeam(userId);
  return introCalibration(team.userIds);
}
