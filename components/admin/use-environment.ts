"use client";

import { useSyncExternalStore } from "react";
import { selectedEnvironment, subscribeEnvironment, type EnvironmentName } from "@/lib/admin-client/admin-environment";

export function useEnvironment(): EnvironmentName | null {
  return useSyncExternalStore(subscribeEnvironment, selectedEnvironment, () => null);
}
