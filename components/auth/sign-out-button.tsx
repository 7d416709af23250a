"use client";

import { signOut as endSsoSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// The one sign-out, whichever sign-in is ending: the legacy SSO unless a Clerk sign-out is passed in.
export function SignOutButton({
  signOut = () => endSsoSession({ redirect: false }),
  size = "sm",
  className,
}: {
  signOut?: () => Promise<unknown>;
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
        router.push("/signin");
      }}
    >
      Sign out
    </Button>
  );
}
