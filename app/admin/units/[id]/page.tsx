import type { Metadata } from "next";
import { RequiresScope } from "@/components/admin/requires-scope";
import { UnitDetail } from "@/components/admin/units/unit-detail";

export const metadata: Metadata = { title: "Unit" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RequiresScope scope="units:read">
      <UnitDetail id={id} />
    </RequiresScope>
  );
}
