"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// The header's sign-out, whichever sign-in (legacy SSO or Clerk) is ending.
export function SignOutButton({ signOut }: { signOut: () => Promise<unknown> }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="dark"
      size="sm"
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
