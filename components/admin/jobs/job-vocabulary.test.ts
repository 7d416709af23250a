import { describe, expect, it } from "vitest";
import { jobs } from "@/lib/jobs/job-registry";
import { JOB_KIND_LABELS } from "./job-vocabulary";

describe("job kind labels", () => {
  it("name every job kind the worker runs, and no other", () => {
    expect(Object.keys(JOB_KIND_LABELS).sort()).toEqual(jobs.map((job) => job.kind).sort());
  });
});
