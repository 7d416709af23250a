import type { Metadata } from "next";
import { CallHistory } from "@/components/portal/calls/call-history";

export const metadata: Metadata = { title: "Calls" };

export default function PortalCallsPage() {
  return <CallHistory />;
}
