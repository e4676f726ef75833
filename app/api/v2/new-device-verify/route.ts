// POST /api/v2/new-device-verify – the new-device code check (all_data, code, value); same as v2/2fa-login
export { POST } from "@/app/api/v2/2fa-login/route";
