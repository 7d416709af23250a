import type { Metadata } from "next";
import { Suspense } from "react";
import { RequiresScope } from "@/components/admin/requires-scope";
import { UsersPage } from "@/components/admin/users/users-page";

export const metadata: Metadata = { title: "Users" };

export default function Page() {
  return (
    <Suspense>
      <RequiresScope scope="users:read">
        <UsersPage />
      </RequiresScope>
    </Suspense>
  );
}
