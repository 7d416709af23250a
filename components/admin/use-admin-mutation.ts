"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminApiError } from "@/lib/admin-client/admin-api-error";

// A change through the admin API; on success every cached admin answer is refetched, so lists and counts agree.
export function useAdminMutation<V, R>(
  mutate: (variables: V) => Promise<R>,
  onSuccess?: (result: R, variables: V) => void,
) {
  const client = useQueryClient();
  return useMutation<R, AdminApiError, V>({
    mutationFn: mutate,
    onSuccess: async (result, variables) => {
      onSuccess?.(result, variables);
      await client.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}
