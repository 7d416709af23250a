"use client";

import { signOut as endSsoSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// The one sign-out of both consoles, whichever sign-in is ending: the legacy SSO unless another sign-out is passed
// in (Clerk's, the portal's); then the sign-in page `to`, replacing the signed-in page in history when asked.
export function SignOutButton({
  signOut = () => endSsoSession({ redirect: false }),
  to = "/signin",
  replace = false,
  size = "sm",
  className,
}: {
  signOut?: () => unknown;
  to?: string;
  replace?: boolean;
  size?: "sm" | "md";
  className?: string;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="dark"
      size={size}
      className={className}
      pending={pending}
      onClick={async () => {
        setPending(true);
        await signOut();
        if (replace) router.replace(to);
        else router.push(to);
      }}
    >
      Sign out
    </Button>
  );
}
