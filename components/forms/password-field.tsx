"use client";

import { forwardRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { TextField, type TextFieldProps } from "./text-field";

/** A password input with a show/hide toggle that stays disabled while the field is empty. */
export const PasswordInput = forwardRef<HTMLInputElement, React.ComponentProps<typeof Input>>(function PasswordInput(
  { value, ...props },
  ref,
) {
  const [shown, setShown] = useState(false);
  const empty = !value;
  return (
    <div className="relative">
      <Input ref={ref} type={shown && !empty ? "text" : "password"} value={value} className="pr-10" {...props} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground disabled:opacity-40"
        disabled={empty}
        aria-label={shown ? "Hide password" : "Show password"}
        onClick={() => setShown((s) => !s)}
      >
        {shown && !empty ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
});

/** A react-hook-form password field (label, input with show/hide, message). */
export function PasswordField<T extends FieldValues>(props: TextFieldProps<T>) {
  return <TextField {...props} input={PasswordInput} />;
}
