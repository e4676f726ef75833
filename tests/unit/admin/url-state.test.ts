import { describe, expect, it } from "vitest";
import { encodeLink } from "@/lib/links/codec";
import { ADMIN_STATE_PARAM, adminStateQuery, changeAdminState, EMPTY_ADMIN_STATE, readAdminState } from "@/lib/admin/url-state";

describe("admin list state in the URL", () => {
  it("round-trips domain, search and page through one encoded-JSON param", () => {
    const state = { domain: "acme-corp.com", search: "jane / doe & co", page: 3 };
    const query = adminStateQuery(state);
    expect(query.startsWith(`?${ADMIN_STATE_PARAM}=`)).toBe(true);
    const value = new URLSearchParams(query.slice(1)).get(ADMIN_STATE_PARAM);
    expect(readAdminState(value)).toEqual(state);
  });

  it("writes nothing for the empty state and reads junk as the empty state", () => {
    expect(adminStateQuery(EMPTY_ADMIN_STATE)).toBe("");
    expect(readAdminState("not-a-codec-value")).toEqual(EMPTY_ADMIN_STATE);
    expect(readAdminState(encodeLink({ domain: 5, search: ["x"], page: -2 }))).toEqual(EMPTY_ADMIN_STATE);
  });

  it("goes back to page 1 on any change but paging", () => {
    const at3 = { domain: "", search: "a", page: 3 };
    expect(changeAdminState(at3, { search: "ab" }).page).toBe(1);
    expect(changeAdminState(at3, { domain: "x.io" }).page).toBe(1);
    expect(changeAdminState(at3, { page: 4 })).toEqual({ domain: "", search: "a", page: 4 });
  });
});
