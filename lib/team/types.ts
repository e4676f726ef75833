// The team's connectors (issue 29): who in the team brings whom, and how they answer.

export type Connector = {
  /** A member of the team (the viewer included: `is_you`)… */
  user_id?: string;
  /** …or an extended network a member uploaded. */
  extended_network_id?: string;
  name: string;
  kind: "member" | "extended";
  is_you: boolean;
  /** People they bring into the team network (their connections). */
  people: number;
  /** The viewer's leads whose best path — as last refreshed — is Good and starts with them. */
  good_paths_to_leads: number;
  /** The team's intro requests along a path that starts with them, and how many were accepted. */
  intros_asked: number;
  intros_accepted: number;
  /** Median hours from the ask to the first answer (accepted or declined); null when none was answered. */
  median_answer_hours: number | null;
};
