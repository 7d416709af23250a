import Link from "next/link";
import { HealthBadge } from "@/components/health-badge";

export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold tracking-widest text-indigo-600 uppercase">Gatehouse</p>
      <h1 className="text-4xl font-bold tracking-tight">
        Every door, call and visitor of your buildings, in one place.
      </h1>
      <p className="text-lg text-slate-600">
        Staff run their portfolio from the admin console, residents open doors and let guests in from the portal or
        their phone, and visitors ring an intercom that reaches residents wherever they are.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          href="/admin"
          className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Admin console
        </Link>
        <Link
          href="/portal"
          className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Resident portal
        </Link>
      </div>
      <HealthBadge />
    </main>
  );
}
