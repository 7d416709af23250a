import type { Metadata } from "next";
import { DoorList } from "@/components/portal/doors/door-list";

export const metadata: Metadata = { title: "Doors" };

export default function PortalHomePage() {
  return <DoorList />;
}
