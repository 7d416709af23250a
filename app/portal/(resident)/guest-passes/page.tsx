import type { Metadata } from "next";
import { GuestPassesPage } from "@/components/portal/guest-passes/guest-passes-page";

export const metadata: Metadata = { title: "Guest passes" };

export default function PortalGuestPassesPage() {
  return <GuestPassesPage />;
}
