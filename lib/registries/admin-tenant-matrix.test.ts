import { describe, expect, it } from "vitest";
import { createExampleIds } from "../testing/admin-fixtures";
import { createTestKey } from "../testing/admin-client";
import { callOperation, operationName } from "../testing/call-operation";
import { snapshotTenant } from "../testing/snapshot-tenant";
import { adminOperations } from "./admin-operations";

describe("tenant isolation matrix: a tenant-A key against tenant-B ids on every admin route", () => {
  for (const operation of adminOperations) {
    it(operationName(operation), async () => {
      const [mine, theirs] = await Promise.all([createExampleIds(), createExampleIds()]);
      const { key } = await createTestKey(mine.tenantId);
      const example = operation.example(theirs);
      const theirIds = Object.values(theirs);
      const before = await snapshotTenant(theirs.tenantId);
      const response = await callOperation(operation, key, example);
      const text = JSON.stringify(response.body ?? "");
      if (theirIds.some((id) => JSON.stringify(example).includes(id))) {
        // Naming another tenant's row must look exactly like naming a missing one, or be refused outright.
        if (response.status !== 403) {
          const emptyList = response.status === 200 && !theirIds.some((id) => text.includes(id));
          expect(response.status === 404 || emptyList, `${response.status} ${text}`).toBe(true);
        }
      }
      expect(theirIds.filter((id) => text.includes(id))).toEqual([]);
      expect(await snapshotTenant(theirs.tenantId)).toEqual(before);
    });
  }
});
