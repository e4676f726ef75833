"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CalibrationSection } from "@/components/intros/calibration-table";
import { AdminPageTitle } from "./admin-list";

/** /calibration/ (issue 29): every team's intro requests together by band and path length — counts only, nobody named. */
export function CalibrationScreen() {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageTitle title="Calibration" />
      <Card>
        <CardHeader>
          <CardTitle>Strength checked against outcomes</CardTitle>
          <CardDescription>
            All teams&apos; intro requests, by the strength band and path length they were asked with, and what happened. Counts only: no team or
            member is named. The figures do not change the scores by themselves (README, &lsquo;Calibration&rsquo;).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CalibrationSection scope="admin" />
        </CardContent>
      </Card>
    </div>
  );
}
