import { config } from "../config/read-config";

// Where `next build` writes; NEXT_DIST_DIR lets parallel checkouts of the tests build side by side.
export const distDir = () => config().NEXT_DIST_DIR || ".next";
