// Where a successful sign-in goes (spec 000 §4): the payment-continue query when the login page
// carries next=payment, else the user's stored redirect_url, else home. Only same-site paths are
// followed, so a crafted redirect_url cannot send anyone off-site.
export function postLoginTarget(currentSearch: string, redirectUrl: string | null | undefined): string {
  const params = new URLSearchParams(currentSearch);
  if (params.get("next") === "payment") return `/?${params.toString()}`;
  const target = (redirectUrl ?? "").trim();
  if (target.startsWith("?")) return `/${target}`;
  if (target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")) return target;
  return "/";
}

/** The texts of the login page's session modal per `type` (spec 000 §2). */
export const SESSION_NOTICES: Record<string, string> = {
  expired: "Session Logged out. Please login again.",
  session_expired: "Your session has expired. Please login again.",
  version_mismatch: "Please refresh the page to get the latest version.",
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
