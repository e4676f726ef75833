import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { PLAIN } from "@/components/auth/plain-ui";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";

// The sign-in pages draw shadcn's controls with written-out class lists (components/auth/plain-ui.tsx);
// each list must stay what the shadcn component renders, or the two pages would drift in looks.

const classOf = (element: unknown) => (element as ReactElement<{ className: string }>).props.className;

describe("plain controls render shadcn's classes", () => {
  it("card parts", () => {
    expect(PLAIN.card).toBe(classOf(Card({ className: "w-full max-w-md" })));
    expect(PLAIN.cardHeader).toBe(classOf(CardHeader({})));
    expect(PLAIN.cardTitle).toBe(classOf(CardTitle({ className: "text-2xl" })));
    expect(PLAIN.cardDescription).toBe(classOf(CardDescription({})));
    expect(PLAIN.cardContent).toBe(classOf(CardContent({ className: "flex flex-col gap-5" })));
  });

  it("buttons", () => {
    expect(PLAIN.button).toBe(classOf(Button({})));
    expect(PLAIN.outlineButtonWide).toBe(classOf(Button({ variant: "outline", className: "w-full" })));
    expect(PLAIN.linkButtonTight).toBe(classOf(Button({ variant: "link", className: "-mt-3 h-auto self-start p-0" })));
  });

  it("input, labels (as FormLabel passes them), message, separator", () => {
    expect(PLAIN.input).toBe(classOf(Input({})));
    expect(PLAIN.label).toBe(classOf(Label({ className: "data-[error=true]:text-destructive" })));
    // FormLabel merges its error colour first, then the caller's class.
    expect(PLAIN.labelNormal).toBe(classOf(Label({ className: "data-[error=true]:text-destructive font-normal" })));
    expect(PLAIN.message).toBe("text-destructive text-sm");
    expect(PLAIN.separator).toBe(classOf(Separator({ className: "flex-1" })));
  });

  it("checkbox: Radix's checked state becomes :checked on a native input", () => {
    const radix = classOf(Checkbox({}));
    expect(PLAIN.checkbox).toBe(`${radix.replaceAll("data-[state=checked]:", "checked:")} m-0 appearance-none`);
  });
});
