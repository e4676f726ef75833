"use client";

import { api } from "@/lib/http/client";

/** POST v2/linkedin/profile: links the member to their LinkedIn profile; answers where to go next. */
export async function linkOwnProfile(values: { linkedin_url: string }) {
  return (await api<{ data: { redirect_url: string } }>("v2/linkedin/profile", { method: "POST", body: values })).data.data;
}
