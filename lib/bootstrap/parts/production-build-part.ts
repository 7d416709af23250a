import { ensureProductionBuild } from "../ensure-production-build";
import type { PlatformPart } from "../platform-part";

export const productionBuildPart: PlatformPart = {
  name: "production build",
  start: async ({ mode }) => {
    if (mode === "start") ensureProductionBuild();
  },
};
