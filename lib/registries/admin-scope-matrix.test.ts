import { describe, expect, it } from "vitest";
import { ALL_SCOPES, type Scope } from "../auth/scopes";
import { createExampleIds } from "../testing/admin-fixtures";
import { createTestKey } from "../testing/admin-client";
import { callOperation, operationName } from "../testing/call-operation";
import { adminOperations } from "./admin-operations";

// The scopes worth trying on a route: its resource's read and write scopes, and one unrelated scope.
function relevantScopes(required: Scope): Scope[] {
  const resource = required.split(":")[0];
  const own = ALL_SCOPES.filter((scope) => scope.startsWith(`${resource}:`));
  const unrelated = ALL_SCOPES.find((scope) => !scope.startsWith(`${resource}:`)) as Scope;
  return [...own, unrelated];
}

describe("scope matrix: every admin route with each relevant scope", () => {
  for (const operation of adminOperations) {
    describe(operationName(operation), () => {
      for (const scope of relevantScopes(operation.scope)) {
        const allowed = scope === operation.scope;
        it(`${scope}: ${allowed ? "allowed" : "403 INSUFFICIENT_SCOPE"}`, async () => {
          const ids = await createExampleIds();
          // A platform key, so platform-only routes are decided by the scope alone.
          const { key } = await createTestKey(null, [scope]);
          const response = await callOperation(operation, key, operation.example(ids));
          if (allowed) {
            expect(response.status, JSON.stringify(response.body)).not.toBe(403);
            expect(response.status).toBeLessThan(300);
          } else {
            expect(response.status).toBe(403);
            expect(response.body.error).toMatchObject({
              code: "INSUFFICIENT_SCOPE",
              message: expect.stringContaining(operation.scope),
            });
          }
        });
      }
    });
  }
});
