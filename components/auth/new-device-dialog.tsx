"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { twoFactorLogin, type LoginResult } from "@/lib/auth/sign-in-calls";
import { errorMessage } from "@/lib/http/client";
import { showToast } from "@/components/common/lazy-toast";
import { CODE_LENGTH, CodeInput } from "./code-input";

/**
 * 'New Device Detected!' (login page, ?2fa&type=email&code=…): the 8-character code e-mailed to
 * the account. The text says 8, matching the input (the spec notes the original said 6).
 */
export function NewDeviceDialog({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  onCancel: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState("");
  const submitted = useRef("");

  const submit = async (value: string) => {
    if (value.length !== CODE_LENGTH || pending) return;
    submitted.current = value;
    setPending(true);
    try {
      onSignedIn(await twoFactorLogin({ code: challenge, value, all_data: { type: "email" } }));
    } catch (e) {
      void showToast("error", "Error signing up", { description: errorMessage(e) });
      setCode("");
    } finally {
      setPending(false);
    }
  };

  // Submits by itself once all 8 characters are in (once per distinct code).
  useEffect(() => {
    if (code.length === CODE_LENGTH && submitted.current !== code) void submit(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New Device Detected!</DialogTitle>
          <DialogDescription>
            We sent an 8-character code to your registered email. Enter it below to confirm it&apos;s you. The code expires in
            10 minutes.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-6 py-2"
          onSubmit={(e) => {
            e.preventDefault();
            submitted.current = "";
            void submit(code);
          }}
        >
          <CodeInput value={code} onChange={setCode} disabled={pending} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={code.length !== CODE_LENGTH || pending}>
              {pending ? "Verifying…" : "Verify"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
