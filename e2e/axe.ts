import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; nodes: { target: unknown }[] };

// axe-core run inside the page (evaluated by the browser driver, so the page's CSP does not apply); the violations, by rule and element.
export async function axeViolations(page: Page): Promise<string[]> {
  // Contrast is judged on the settled page, not halfway through a table's fade back in after a refetch
  // (endless ones, such as a skeleton's pulse, are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // A client-side navigation sets the new page's title after it renders: axe judges the page once it has one.
  await page.waitForFunction(() => document.title.trim() !== "");
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${JSON.stringify(node.target)}`),
  );
}
