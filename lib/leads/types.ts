// A pipeline list as list answers show it (spec 001 §3).
export type PipelineList = { id: string; name: string; lead_count: number };
