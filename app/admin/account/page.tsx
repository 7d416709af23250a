import type { Metadata } from "next";
import { AccountPage } from "@/components/admin/account/account-page";
import { clerkConfigured } from "@/lib/config/clerk-settings";

export const metadata: Metadata = { title: "Your account" };

export default function Page() {
  return <AccountPage clerk={clerkConfigured()} />;
}
