"use client";

import type { Property } from "@/lib/admin-client/admin-types";
import { useAdminList } from "./use-admin-query";

// The caller's properties for filters and forms (the first 200, by name).
export function usePropertyOptions() {
  const query = useAdminList<Property>("properties", "/api/admin/properties", { limit: 200, status: "active" });
  const properties = query.data?.items ?? [];
  return {
    properties,
    loading: query.isPending,
    options: properties.map((property) => ({ value: property.id, label: property.name })),
    nameOf: (id: string) => properties.find((property) => property.id === id)?.name ?? "…",
  };
}
