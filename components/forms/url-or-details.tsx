// The rule of the lead and contact forms (spec 001 §5), in the words the form shows: a LinkedIn URL,
// or — without one — name, company and designation together. The asterisks on those three mean
// exactly that, not "always required".

export const WITHOUT_URL_RULE = "* Needed only without a LinkedIn URL: name (6+ characters), company and designation (3+ each).";

/** The line between the URL and the three fields that can stand in for it. */
export function OrWithoutUrl() {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
      <div className="h-px flex-1 bg-border" /> or, without a URL <div className="h-px flex-1 bg-border" />
    </div>
  );
}

export function WithoutUrlRule({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs text-muted-foreground" data-testid="without-url-rule">
      {WITHOUT_URL_RULE}
    </p>
  );
}
