"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminMutation } from "../use-admin-mutation";

type Invitation = { userId: string; channel: "email" | "clerk"; expiresAt: string };

// Resend and Withdraw for a user who has not set a password yet; each asks before acting.
export function InvitationActions({ user, onDone }: { user: User; onDone: (text: string) => void }) {
  const [asking, setAsking] = useState<"resend" | "withdraw" | null>(null);
  const close = () => setAsking(null);
  const resend = useAdminMutation(
    () => adminEnvelope<Invitation>("invitation", `/api/admin/users/${user.id}/resend-invitation`, { method: "POST" }),
    (invitation) => {
      close();
      onDone(
        `A new invitation is on its way to ${user.email}${invitation.channel === "clerk" ? " through Clerk" : ""}; earlier links no longer work.`,
      );
    },
  );
  const withdraw = useAdminMutation(
    () => adminEnvelope<User>("user", `/api/admin/users/${user.id}/withdraw-invitation`, { method: "POST" }),
    () => {
      close();
      onDone(`The invitation of ${user.email} is withdrawn and the account deactivated.`);
    },
  );
  const mutation = asking === "withdraw" ? withdraw : resend;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setAsking("resend")}
        aria-label={`Resend the invitation of ${user.name}`}
      >
        Resend
      </Button>
      <Button
        variant="ghostDanger"
        size="sm"
        onClick={() => setAsking("withdraw")}
        aria-label={`Withdraw the invitation of ${user.name}`}
      >
        Withdraw
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={asking === "withdraw" ? "Withdraw this invitation?" : "Send the invitation again?"}
        confirmLabel={asking === "withdraw" ? "Withdraw" : "Resend"}
        pendingLabel={asking === "withdraw" ? "Withdrawing…" : "Sending…"}
        danger={asking === "withdraw"}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={() => mutation.mutate(undefined)}
        onClose={() => {
          mutation.reset();
          close();
        }}
      >
        <p>
          {asking === "withdraw"
            ? `Every link sent to ${user.email} stops working and the account is deactivated.`
            : `${user.email} gets a new set-password link; links sent before stop working.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
