"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

const ITEMS: { href: string; label: string; icon: ReactNode }[] = [
  { href: "/portal", label: "Doors", icon: <path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17M3 21h18M14 12h.01" /> },
  {
    href: "/portal/guest-passes",
    label: "Guests",
    icon: (
      <path d="M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM19 8v6M22 11h-6" />
    ),
  },
  {
    href: "/portal/calls",
    label: "Calls",
    icon: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
  },
  {
    href: "/portal/profile",
    label: "Profile",
    icon: <path d="M20 21v-1a5 5 0 0 0-5-5H9a5 5 0 0 0-5 5v1M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />,
  },
];

const isCurrent = (pathname: string, href: string) =>
  href === "/portal" ? pathname === "/portal" : pathname.startsWith(href);

// A bottom tab bar within thumb reach on a phone, a row of links in the header on a wider screen.
export function PortalNav({ placement }: { placement: "top" | "bottom" }) {
  const pathname = usePathname();
  if (placement === "top") {
    return (
      <nav aria-label="Portal" className="hidden gap-1 sm:flex">
        {ITEMS.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-[current=page]:bg-slate-800 aria-[current=page]:text-white"
          >
            {item.label}
          </Link>
        ))}
      </nav>
    );
  }
  return (
    <nav
      aria-label="Portal"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <ul className="grid grid-cols-4">
        {ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
              className="flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 aria-[current=page]:text-indigo-700"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden
              >
                {item.icon}
              </svg>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
