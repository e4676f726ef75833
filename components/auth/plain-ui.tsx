import type { ComponentProps, ReactNode } from "react";

// shadcn's Card, Input, Label, Button, Checkbox and Separator as the sign-in and sign-up forms need
// them, with their class lists written out: shadcn's components merge classes with tailwind-merge
// (8 KB) and build on Radix and react-hook-form, which those two pages do without
// (docs/decisions/011-light-pages.md). tests/unit/auth/plain-ui.test.ts keeps every list equal to
// what the shadcn component renders, so the pages look the same.

const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 shrink-0 [&_svg]:shrink-0 outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive";

export const PLAIN = {
  card: "bg-card text-card-foreground flex flex-col gap-6 rounded-xl border py-6 shadow-sm w-full max-w-md",
  cardHeader:
    "@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-2 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6",
  cardTitle: "font-semibold text-2xl",
  cardDescription: "text-muted-foreground text-sm",
  cardContent: "px-6 flex flex-col gap-5",
  /** <Button> */
  button: `${BUTTON_BASE} bg-primary text-primary-foreground hover:bg-primary/90 h-9 px-4 py-2 has-[>svg]:px-3`,
  /** <Button variant="outline" className="w-full"> */
  outlineButtonWide: `${BUTTON_BASE} border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:border-input dark:hover:bg-input/50 h-9 px-4 py-2 has-[>svg]:px-3 w-full`,
  /** <Button variant="link" className="-mt-3 h-auto self-start p-0"> */
  linkButtonTight: `${BUTTON_BASE} text-primary underline-offset-4 hover:underline has-[>svg]:px-3 -mt-3 h-auto self-start p-0`,
  input:
    "file:text-foreground placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground dark:bg-input/30 border-input h-9 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive",
  /** <FormLabel> */
  label:
    "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 data-[error=true]:text-destructive",
  /** <FormLabel className="font-normal"> */
  labelNormal:
    "flex items-center gap-2 text-sm leading-none select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 data-[error=true]:text-destructive font-normal",
  /** <FormMessage> */
  message: "text-destructive text-sm",
  /** <Checkbox> on a native input: Radix's data-[state=checked] is the :checked state here. */
  checkbox:
    "peer border-input dark:bg-input/30 checked:bg-primary checked:text-primary-foreground dark:checked:bg-primary checked:border-primary focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive size-4 shrink-0 rounded-[4px] border shadow-xs transition-shadow outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 m-0 appearance-none",
  /** <Separator className="flex-1"> */
  separator:
    "bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px flex-1",
} as const;

/** A labelled text input with its message under it, as shadcn's FormItem/FormLabel/FormControl/FormMessage. */
export function PlainField({
  id,
  label,
  error,
  labelEnd,
  ...input
}: ComponentProps<"input"> & { id: string; label: ReactNode; error?: string; labelEnd?: ReactNode }) {
  const labelNode = (
    <label data-slot="form-label" data-error={!!error} className={PLAIN.label} htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div data-slot="form-item" className="grid gap-2">
      {labelEnd ? (
        <div className="flex items-center justify-between">
          {labelNode}
          {labelEnd}
        </div>
      ) : (
        labelNode
      )}
      <input
        data-slot="form-control"
        id={id}
        aria-describedby={error ? `${id}-message` : undefined}
        aria-invalid={!!error}
        className={PLAIN.input}
        {...input}
      />
      {error && (
        <p data-slot="form-message" id={`${id}-message`} className={PLAIN.message}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox drawn as shadcn's (Radix) one, with its tick. */
export function PlainCheckbox({ id, error, ...input }: Omit<ComponentProps<"input">, "type"> & { id: string; error?: string }) {
  return (
    <span className="relative flex size-4 shrink-0">
      <input
        type="checkbox"
        data-slot="checkbox"
        id={id}
        aria-describedby={error ? `${id}-message` : undefined}
        aria-invalid={!!error}
        className={PLAIN.checkbox}
        {...input}
      />
      {/* lucide's CheckIcon, as the Radix indicator shows it */}
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
        aria-hidden
      >
        <path d="M20 6 9 17l-5-5" />
      </svg>
    </span>
  );
}

/** The "— or —" line between the form and the provider buttons. */
export function OrSeparator() {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground">
      <div data-orientation="horizontal" role="none" className={PLAIN.separator} /> or{" "}
      <div data-orientation="horizontal" role="none" className={PLAIN.separator} />
    </div>
  );
}
