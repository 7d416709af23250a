import type { Metadata } from "next";
import { PropertyDetail } from "@/components/admin/properties/property-detail";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Property" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RequiresScope scope="properties:read">
      <PropertyDetail id={id} />
    </RequiresScope>
  );
}
