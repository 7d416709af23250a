import type { Metadata } from "next";
import { DeviceDetail } from "@/components/admin/devices/device-detail";
import { RequiresScope } from "@/components/admin/requires-scope";

export const metadata: Metadata = { title: "Device" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RequiresScope scope="devices:read">
      <DeviceDetail id={id} />
    </RequiresScope>
  );
}
