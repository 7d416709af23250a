import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { JsonObject } from "../../framework/openapi/render-json-schema";
import { RESIDENT_YAML_PATH } from "./render-resident-yaml";

// The committed public/resident.yaml, as the tests read it.
export const readResidentYamlText = () => readFileSync(RESIDENT_YAML_PATH, "utf8");
export const readResidentYaml = (): JsonObject => parse(readResidentYamlText()) as JsonObject;
