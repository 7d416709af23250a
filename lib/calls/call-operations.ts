import type { AdminOperation } from "../admin/admin-operation";

export const callOperations: AdminOperation[] = [];
