"use client";

import type { ComponentProps, ComponentType, ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

export type TextFieldProps<T extends FieldValues> = Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur"> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: ReactNode;
};

/** A react-hook-form text field: label, input, and the field's validation message under it. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  input: Field = Input,
  ...props
}: TextFieldProps<T> & { input?: ComponentType<ComponentProps<typeof Input>> }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Field {...props} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
