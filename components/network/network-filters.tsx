"use client";

import { useState } from "react";
import { MultiSelect } from "@/components/common/multi-select";
import { useExperienceLookup, useTags } from "@/lib/network/hooks";
import type { NetworkParams } from "@/lib/network/url-params";
import type { SetNetworkParams } from "./use-network-url";

const NETWORK_OPTIONS = [
  { value: "base", label: "My network" },
  { value: "portfolio", label: "Extended networks" },
  { value: "users", label: "Team networks" },
];

/** Company, Designation, Relationship and Network (spec 001 §2). */
export function NetworkFilters({ params, setParams }: { params: NetworkParams; setParams: SetNetworkParams }) {
  const tags = useTags();
  return (
    <>
      <ExperienceFilter field="company" label="Company" testId="filter-company" selected={params.company} onChange={(company) => setParams({ company })} />
      <ExperienceFilter field="title" label="Designation" testId="filter-designation" selected={params.title} onChange={(title) => setParams({ title })} />
      <MultiSelect
        look="filter"
        label="Relationship"
        testId="filter-relationship"
        selected={params.tag}
        onChange={(tag) => setParams({ tag })}
        options={(tags.data ?? []).map((t) => ({ value: t.id, label: t.tag, colour: t.tag_colour }))}
        loading={tags.isPending}
      />
      <MultiSelect
        look="filter"
        tourAnchor="collab-source"
        label="Network"
        testId="filter-network"
        selected={params.query}
        onChange={(query) => setParams({ query: query as NetworkParams["query"] })}
        options={NETWORK_OPTIONS}
      />
    </>
  );
}

/** A company or designation filter: its values come from the server for the typed text (up to 10). */
function ExperienceFilter({
  field,
  label,
  testId,
  selected,
  onChange,
}: {
  field: "company" | "title";
  label: string;
  testId: string;
  selected: string[];
  onChange: (values: string[]) => void;
}) {
  const [text, setText] = useState("");
  const values = useExperienceLookup(field, text, true);
  return (
    <MultiSelect
      look="filter"
      label={label}
      testId={testId}
      selected={selected}
      onChange={onChange}
      options={(values.data ?? []).map((v) => ({ value: v, label: v }))}
      loading={values.isFetching}
      onSearch={setText}
    />
  );
}
