"use client";

import { useState } from "react";
import { adminEnvelope } from "@/lib/admin-client/admin-fetch";
import type { User } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "../confirm-action";

type Invitation = { userId: string; channel: "email" | "clerk"; expiresAt: string };

// Resend and Withdraw for a user who has not set a password yet; each asks before acting.
export function InvitationActions({ user, onDone }: { user: User; onDone: (text: string) => void }) {
  const [asking, setAsking] = useState<"resend" | "withdraw" | null>(null);
  const close = () => setAsking(null);
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
      <ConfirmAction
        item={asking === "resend" ? user : null}
        run={() =>
          adminEnvelope<Invitation>("invitation", `/api/admin/users/${user.id}/resend-invitation`, { method: "POST" })
        }
        onDone={(invitation) =>
          onDone(
            `A new invitation is on its way to ${user.email}${invitation.channel === "clerk" ? " through Clerk" : ""}; earlier links no longer work.`,
          )
        }
        onClose={close}
        title="Send the invitation again?"
        confirmLabel="Resend"
        pendingLabel="Sending…"
      >
        <p>{`${user.email} gets a new set-password link; links sent before stop working.`}</p>
      </ConfirmAction>
      <ConfirmAction
        item={asking === "withdraw" ? user : null}
        run={() => adminEnvelope<User>("user", `/api/admin/users/${user.id}/withdraw-invitation`, { method: "POST" })}
        onDone={() => onDone(`The invitation of ${user.email} is withdrawn and the account deactivated.`)}
        onClose={close}
        title="Withdraw this invitation?"
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing…"
        danger
      >
        <p>{`Every link sent to ${user.email} stops working and the account is deactivated.`}</p>
      </ConfirmAction>
    </>
  );
}
