// POST /api/v2/callback – the spec's v2 name of the LinkedIn return; same as POST /api/v1/callback
export { POST } from "@/app/api/v1/callback/route";
