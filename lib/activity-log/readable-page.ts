// The pages of the activity log as a person reads them: '/network/?company=["Cognizant"]', not
// '/network/?company=%5B%22Cognizant%22%5D'. A sequence that does not decode is left as it was.

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}

export function readablePage(page: string): string {
  const q = page.indexOf("?");
  const path = decode(q < 0 ? page : page.slice(0, q));
  if (q < 0) return path;
  const query = page
    .slice(q + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=");
      return eq < 0 ? decode(pair) : `${decode(pair.slice(0, eq))}=${decode(pair.slice(eq + 1))}`;
    })
    .join("&");
  return query ? `${path}?${query}` : path;
}
