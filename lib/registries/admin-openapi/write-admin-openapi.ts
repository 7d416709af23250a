import { writeFileSync } from "node:fs";
import { ADMIN_YAML_PATH, renderAdminYaml } from "./render-admin-yaml";

// `npm run openapi`: writes public/admin.yaml, which Next serves at /admin.yaml.
const yaml = renderAdminYaml();
writeFileSync(ADMIN_YAML_PATH, yaml);
console.log(`Wrote ${ADMIN_YAML_PATH} (${yaml.split("\n").length} lines)`);
