"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useIntroRequests } from "@/lib/intros/hooks";
import type { IntroRequestDto } from "@/lib/intros/status";
import { IntroRequestRow } from "./intro-request-row";

/**
 * Home's intro requests (issue 17): those waiting for the member's answer, and the member's own open
 * requests with the next step each can take. Nothing shows while there are none. What changed (a new
 * request, a teammate's answer, a withdrawal) is an alert in the bell until the member reads it.
 */
export function IntroRequestsPanel() {
  const received = useIntroRequests({ scope: "received", status: "open" });
  const sent = useIntroRequests({ scope: "sent", status: "open" });
  if (received.isPending || sent.isPending) return null;
  if (received.isError || sent.isError) {
    return (
      <p className="text-sm text-destructive" role="alert">
        We could not load your intro requests.{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void Promise.all([received.refetch(), sent.refetch()])}>
          Retry
        </Button>
      </p>
    );
  }
  if (!received.data.length && !sent.data.length) return null;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {received.data.length > 0 && (
        <RequestList title="Intro requests for you" description="Teammates asking you to introduce them to someone you know." requests={received.data} />
      )}
      {sent.data.length > 0 && <RequestList title="Your intro requests" description="Open requests, and the next step you can record." requests={sent.data} />}
    </div>
  );
}

function RequestList({ title, description, requests }: { title: string; description: string; requests: IntroRequestDto[] }) {
  return (
    <Card className="min-w-0 gap-0 py-0" aria-label={title}>
      <CardHeader className="border-b py-4">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-0 divide-y px-0">
        {requests.map((r) => (
          <IntroRequestRow key={r.id} request={r} />
        ))}
      </CardContent>
    </Card>
  );
}
