"use client";

import { Card } from "@/components/ui/card";
import { useAdminSession } from "../admin-session";
import { ClerkEndSessionsButton } from "../clerk-controls";
import { humanize } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { EndSessionsButton } from "./end-sessions-button";

// The signed-in person's account: who they are, and ending every session they have (a lost laptop, a shared phone).
export function AccountPage({ clerk = false }: { clerk?: boolean }) {
  const session = useAdminSession();
  const rows: [string, string][] = [
    ["Name", session.name ?? "—"],
    ["Email", session.email ?? "—"],
    ["Role", session.role ? humanize(session.role) : "API key"],
    ["Tenant", session.tenantName ?? "Platform"],
  ];
  return (
    <>
      <PageHeader title="Your account" />
      <Card title="Profile">
        <dl className="grid gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-[8rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {session.userId ? (
        <Card title="Sessions" className="mt-5">
          <div className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-slate-600">
            <p>
              Signs you out on every browser and device, this one included; the mobile app asks you to sign in again.
            </p>
            {clerk ? <ClerkEndSessionsButton email={session.email} /> : <EndSessionsButton email={session.email} />}
          </div>
        </Card>
      ) : null}
    </>
  );
}
