import type { Metadata } from "next";
import { Suspense } from "react";
import { DoorList } from "@/components/portal/doors/door-list";
import { VisitorOpenBanner } from "@/components/portal/doors/visitor-open-banner";

export const metadata: Metadata = { title: "Doors" };

export default function PortalHomePage() {
  return (
    <>
      <Suspense fallback={null}>
        <VisitorOpenBanner />
      </Suspense>
      <DoorList />
    </>
  );
}
