"use client";

import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { useAdminLeadSearch, useLeadCompanies, useRefreshLeads } from "@/lib/admin/hooks";
import { AdminPageTitle } from "./admin-list";
import { MultiSelect } from "@/components/common/multi-select";

/** /refresh-lead/ 'Refresh Leads' (spec 001 §2): re-derive leads' facts and warm-path counts. */
export function RefreshLeadScreen() {
  const [leadText, setLeadText] = useState("");
  const [companyText, setCompanyText] = useState("");
  const leads = useAdminLeadSearch(leadText);
  const companies = useLeadCompanies(companyText);
  const [leadIds, setLeadIds] = useState<string[]>([]);
  const [chosenCompanies, setChosenCompanies] = useState<string[]>([]);
  // Labels of chosen leads survive a new search that no longer lists them.
  const [leadLabels, setLeadLabels] = useState<Record<string, string>>({});
  const refresh = useRefreshLeads();

  const leadOptions = (leads.data?.data ?? []).map((l) => ({ value: l.id, label: l.company ? `${l.name} · ${l.company}` : l.name }));
  const shownLeads = [...leadOptions, ...leadIds.filter((id) => !leadOptions.some((o) => o.value === id)).map((id) => ({ value: id, label: leadLabels[id] ?? id }))];
  const companyOptions = [...new Set([...(companies.data?.data ?? []).map((c) => c.company), ...chosenCompanies])].map((c) => ({ value: c, label: c }));

  const onLeads = (ids: string[]) => {
    setLeadLabels((prev) => ({ ...prev, ...Object.fromEntries(leadOptions.map((o) => [o.value, o.label])) }));
    setLeadIds(ids);
  };

  const run = async () => {
    try {
      const res = await refresh.mutateAsync({ data: leadIds, company: chosenCompanies });
      toast.success("Lead refresh started", { description: `${res.data.leads} lead(s) will be refreshed in the background.` });
      setLeadIds([]);
      setChosenCompanies([]);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <AdminPageTitle title="Refresh Leads" />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Choose leads</CardTitle>
          <CardDescription>Chosen leads, and every lead of the chosen companies, get their person and company facts re-derived and their warm paths recomputed.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <Label>Select Leads</Label>
            <MultiSelect look="field" label="Select Leads" selected={leadIds} onChange={onLeads} options={shownLeads} loading={leads.isFetching} onSearch={setLeadText} testId="select-leads" />
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <Label>Select Company</Label>
            <MultiSelect look="field" label="Select Company" selected={chosenCompanies} onChange={setChosenCompanies} options={companyOptions} loading={companies.isFetching} onSearch={setCompanyText} testId="select-company" />
          </div>
        </CardContent>
      </Card>
      <div>
        <Button onClick={() => void run()} disabled={refresh.isPending || (!leadIds.length && !chosenCompanies.length)} data-testid="refresh-lead">
          <RefreshCw className={refresh.isPending ? "animate-spin" : undefined} aria-hidden /> Refresh Lead
        </Button>
      </div>
    </div>
  );
}
