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

/** Company, Designation, Relationship and Network (spec 001 §2); company and designation values come from the server for the typed text. */
export function NetworkFilters({ params, setParams }: { params: NetworkParams; setParams: SetNetworkParams }) {
  const [companyText, setCompanyText] = useState("");
  const [titleText, setTitleText] = useState("");
  const companies = useExperienceLookup("company", companyText, true);
  const titles = useExperienceLookup("title", titleText, true);
  const tags = useTags();
  return (
    <>
      <MultiSelect
        look="filter"
        label="Company"
        testId="filter-company"
        selected={params.company}
        onChange={(company) => setParams({ company })}
        options={(companies.data ?? []).map((v) => ({ value: v, label: v }))}
        loading={companies.isFetching}
        onSearch={setCompanyText}
      />
      <MultiSelect
        look="filter"
        label="Designation"
        testId="filter-designation"
        selected={params.title}
        onChange={(title) => setParams({ title })}
        options={(titles.data ?? []).map((v) => ({ value: v, label: v }))}
        loading={titles.isFetching}
        onSearch={setTitleText}
      />
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
