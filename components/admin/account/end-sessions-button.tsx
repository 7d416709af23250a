"use client";

import { useMutation } from "@tanstack/react-query";
import { signOut as endSsoSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminFetch } from "@/lib/admin-client/admin-fetch";
import type { AdminApiError } from "@/lib/admin-client/admin-api-error";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

// Sign out everywhere: the server ends every session and token first, then this browser's sign-in is cleared.
export function EndSessionsButton({
  email,
  signOut = () => endSsoSession({ redirect: false }),
}: {
  email: string | null;
  signOut?: () => Promise<unknown>;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const everywhere = useMutation<void, AdminApiError>({
    mutationFn: async () => {
      await adminFetch("/api/admin/me/sessions", { method: "DELETE", local: true });
      await signOut();
    },
    onSuccess: () => router.push("/signin"),
  });
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out…"
        pending={everywhere.isPending}
        error={everywhere.error}
        danger
        onConfirm={() => everywhere.mutate()}
        onClose={() => setConfirming(false)}
      >
        Every dashboard session and app token of {email ?? "this account"} stops working at once, this one included.
      </ConfirmDialog>
    </>
  );
}
