import { writeFileSync } from "node:fs";
import { RESIDENT_YAML_PATH, renderResidentYaml } from "../resident-openapi/render-resident-yaml";
import { ADMIN_YAML_PATH, renderAdminYaml } from "./render-admin-yaml";

// `npm run openapi`: writes public/admin.yaml and public/resident.yaml, which Next serves at /admin.yaml and /resident.yaml.
for (const [path, yaml] of [
  [ADMIN_YAML_PATH, renderAdminYaml()],
  [RESIDENT_YAML_PATH, renderResidentYaml()],
]) {
  writeFileSync(path, yaml);
  console.log(`Wrote ${path} (${yaml.split("\n").length} lines)`);
}
