import path from "node:path";
import { config } from "./read-config";

// The data folder (GATEHOUSE_DATA_DIR, else .data in the project). Read at run time only; the bundler must not trace it into the build.
export function dataDir(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ config().GATEHOUSE_DATA_DIR ??
      path.join(/*turbopackIgnore: true*/ process.cwd(), ".data"),
  );
}
