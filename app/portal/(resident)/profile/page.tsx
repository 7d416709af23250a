import type { Metadata } from "next";
import { ProfileForm } from "@/components/portal/profile/profile-form";

export const metadata: Metadata = { title: "Profile" };

export default function PortalProfilePage() {
  return <ProfileForm />;
}
