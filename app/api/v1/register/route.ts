// POST /api/v1/register – the spec's older name for sign-up; same handler as POST /api/v2/signup
export { POST } from "@/app/api/v2/signup/route";
