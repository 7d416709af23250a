"use client";

import { OrganizationSwitcher, useClerk, useOrganization } from "@clerk/nextjs";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { EndSessionsButton } from "./account/end-sessions-button";

// With Clerk, the active organization is the tenant: switching it refetches everything, the role included.
export function ClerkOrganizationControl() {
  const { organization } = useOrganization();
  const client = useQueryClient();
  const seen = useRef<string | null | undefined>(undefined);
  const id = organization?.id ?? null;
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== id) void client.invalidateQueries();
    seen.current = id;
  }, [id, client]);
  return (
    <OrganizationSwitcher
      hidePersonal
      afterSelectOrganizationUrl="/admin"
      appearance={{ elements: { organizationSwitcherTrigger: "text-white" } }}
    />
  );
}

export function ClerkSignOutButton() {
  const clerk = useClerk();
  return <SignOutButton signOut={() => clerk.signOut()} />;
}

export function ClerkEndSessionsButton({ email }: { email: string | null }) {
  const clerk = useClerk();
  return <EndSessionsButton email={email} signOut={() => clerk.signOut()} />;
}
