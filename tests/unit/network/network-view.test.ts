import { describe, expect, it } from "vitest";
import { isFilteredNetwork, networkFilters, networkPageCount } from "@/components/network/network-view";
import { readNetworkParams } from "@/lib/network/url-params";

describe("the network view in the URL", () => {
  it("asks the server for the view's filters, not its page or screen", () => {
    const params = readNetworkParams(new URLSearchParams('search=ada&company=["Acme"]&title=["CTO"]&tag=["t1"]&query=["users"]&page=3&screen=card'));
    expect(networkFilters(params)).toEqual({ search: "ada", company: ["Acme"], title: ["CTO"], tag: ["t1"], query: ["users"] });
  });

  it("counts any filter as filtering, not the page or the screen", () => {
    expect(isFilteredNetwork(readNetworkParams(new URLSearchParams("page=2&screen=card")))).toBe(false);
    for (const q of ["search=a", 'company=["Acme"]', 'title=["CTO"]', 'tag=["t1"]', 'query=["base"]'])
      expect(isFilteredNetwork(readNetworkParams(new URLSearchParams(q))), q).toBe(true);
  });

  it("has one page at least, and a last page for the rest", () => {
    expect(networkPageCount(0, 10)).toBe(1);
    expect(networkPageCount(10, 10)).toBe(1);
    expect(networkPageCount(341, 10)).toBe(35);
  });
});
