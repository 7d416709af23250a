import type { Metadata } from "next";
import { CallDetail } from "@/components/admin/calls/call-detail";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Call" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RequiresScope scope="calls:read">
      <CallDetail id={id} />
    </RequiresScope>
  );
}
