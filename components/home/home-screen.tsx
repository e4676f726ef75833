"use client";

import Link from "next/link";
import { GitFork, Workflow } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingHint } from "@/components/shell/loading-hint";
import { useUserDetails } from "@/lib/auth/hooks";

/** Home. The warm-paths issue adds the returning-user tables and the onboarding actions. */
export function HomeScreen() {
  const { data: user, isPending, isError, refetch } = useUserDetails();
  if (isPending) return <LoadingHint />;
  if (isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-destructive">We could not load your account. Please try again.</p>
        <Button variant="outline" onClick={() => refetch()}>
          Retry
        </Button>
      </div>
    );
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <h1 className="text-3xl font-semibold tracking-tight" data-testid="home-greeting">
        Hi {user.given_name || user.name}, Ready to Dive into Scuba?
      </h1>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Step 1 · Get started, build your network</CardTitle>
            <CardDescription>Import your LinkedIn connections, Google contacts, mail and calendar.</CardDescription>
            <Button asChild className="mt-4 w-fit">
              <Link href="/network/">
                <GitFork aria-hidden /> Network
              </Link>
            </Button>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Step 2 · Find warm paths to cold targets</CardTitle>
            <CardDescription>AI-Powered Insights rank the best introduction paths to every lead.</CardDescription>
            <Button asChild className="mt-4 w-fit">
              <Link href="/pipeline/">
                <Workflow aria-hidden /> Pipeline
              </Link>
            </Button>
          </CardHeader>
        </Card>
      </div>
    </div>
  );
}
