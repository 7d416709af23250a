import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { ADMIN_YAML_PATH } from "./render-admin-yaml";
import type { JsonObject } from "../../framework/openapi/render-json-schema";

// The committed public/admin.yaml, as the tests read it.
export const readAdminYamlText = () => readFileSync(ADMIN_YAML_PATH, "utf8");
export const readAdminYaml = (): JsonObject => parse(readAdminYamlText()) as JsonObject;
