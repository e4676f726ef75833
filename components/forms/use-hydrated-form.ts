"use client";

import { useEffect, useSyncExternalStore, type RefObject } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

const noSubscription = () => () => {};

/**
 * A form on a page's first paint can be typed into — or filled in by a password manager — before
 * React has taken the page over: the fields then show values React's state does not hold (a submit
 * would say they are empty, and the next render would clear them), and a submit before React has
 * the form is the browser's own — a reload that loses what was typed.
 *
 * Once React has the form, this hands what its fields hold to `adopt`, once; and it answers whether
 * React has the form yet, so the form's submit can stay disabled until then. Forms using it also say
 * `method="post"`: a submit that slips through never puts what was typed (a password) into an
 * address, where history, logs and the page's own links would keep it.
 */
export function useHydratedForm(form: RefObject<HTMLFormElement | null>, adopt: (typed: FormData) => void): boolean {
  // false while React hydrates the server's HTML, true from then on (and at once on a client-side visit).
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (form.current) adopt(new FormData(form.current));
    // Once, when React takes the form over: later values are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return live;
}

/** `adopt` for a react-hook-form form: each text field typed into before React had it, taken into the form's values. */
export function adoptTyped<T extends FieldValues>(form: Pick<UseFormReturn<T>, "getValues" | "setValue">): (typed: FormData) => void {
  return (typed) => {
    const values: Record<string, unknown> = form.getValues();
    for (const [name, value] of typed) {
      if (!(name in values) || typeof value !== "string" || !value || value === values[name]) continue;
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  };
}
