// Where a successful sign-in goes (spec 000 §4): the payment-continue query when the login page
// carries next=payment, else the user's stored redirect_url, else home. Only same-site paths are
// followed, so a crafted redirect_url cannot send anyone off-site.
export function postLoginTarget(currentSearch: string, redirectUrl: string | null | undefined): string {
  const params = new URLSearchParams(currentSearch);
  if (params.get("next") === "payment") return `/?${params.toString()}`;
  const safe = safeRedirectPath(redirectUrl);
  if (!safe) return "/";
  return safe.startsWith("?") ? `/${safe}` : safe;
}

const ORIGIN = "https://same-origin.invalid";

/**
 * A same-origin path (with query and fragment) or null (issue 12 §9). Browsers strip tabs and line
 * breaks from URLs and read `\` as `/`, so "/\t/evil.example" or "/\\evil.example" would leave
 * the site: anything with a control character or a backslash is refused outright, and what is left
 * must resolve to our own origin. A bare query ("?a=b") means the home page with that query.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  let target = value.trim();
  if (!target || target.length > 2000) return null;
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(target)) return null;
  const queryOnly = target.startsWith("?");
  if (queryOnly) target = `/${target}`;
  if (!target.startsWith("/") || target.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // A bare query stays a bare query (the sign-up page stores its query string as is).
  if (queryOnly) return url.pathname === "/" ? `${url.search}${url.hash}` : null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The texts of the login page's session modal per `type` (spec 000 §2). */
export const SESSION_NOTICES: Record<string, string> = {
  expired: "Session Logged out. Please login again.",
  session_expired: "Your session has expired. Please login again.",
  version_mismatch: "Please refresh the page to get the latest version.",
  account_deleted: "Your account and the data you supplied were deleted.",
};

/** Login failures as the client shows them (spec 000 §8), keyed by the server's message. */
export function loginFailureText(serverMessage: string | undefined): string {
  switch (serverMessage) {
    case "Email not verified":
      return "The email you entered is not verified. Please verify your email and try again.";
    case "Admin approval pending":
      return "Your account is pending admin approval. Please wait for approval.";
    case "User is inactive":
      return "Your free trial has ended. Please contact the sales team for further assistance or to upgrade your plan.";
    default:
      return "The email or password you entered is incorrect. Please check your credentials and try again.";
  }
}

/** Sign-up failures as the client shows them (spec 000 §8). */
export function signupFailureText(status: number | null, serverMessage: string | undefined): string {
  if (status === 401) return "Registration with the domain email is not allowed. Please try again with a different email address.";
  if (status === null || status >= 500) return "Something went wrong";
  if (serverMessage && /linkedin|profile url|invalid url/i.test(serverMessage)) {
    return "An user with this linkedin URL already exists / Invalid url";
  }
  return "The email you entered is already registered. Please try again with a different email address.";
}

/**
 * The stored redirect_url without `?invite=<code>`: once the invite is answered, signing in must
 * not lead back to it (its page, and the check behind it, would only find it gone).
 */
export function withoutInvite(redirectUrl: string | null, code: string): string | null {
  if (!redirectUrl) return redirectUrl;
  const queryAt = redirectUrl.indexOf("?");
  if (queryAt < 0) return redirectUrl;
  const params = new URLSearchParams(redirectUrl.slice(queryAt + 1));
  if (params.get("invite") !== code) return redirectUrl;
  params.delete("invite");
  const path = redirectUrl.slice(0, queryAt);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path || null;
}
