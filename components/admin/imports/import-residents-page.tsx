"use client";

import { useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/states";
import type { AdminApiError } from "@/lib/admin-client/admin-api-error";
import { uploadCsv } from "@/lib/admin-client/upload-csv";
import type { ImportResult } from "@/lib/imports/import-schemas";
import { PageHeader } from "@/components/ui/page-header";
import { useTenantOptions } from "../use-tenant-options";
import { ImportPreview } from "./import-preview";

const SAMPLE =
  "property,unit,email,name,phone,role,floor,moveIn,moveOut\nMaple Court,4B,ana.ruiz@example.com,Ana Ruiz,+15005550101,resident,4,2026-01-01,";

type Phase = "idle" | "checking" | "importing";

async function send(
  csv: string,
  query: Record<string, string | undefined>,
  onProgress: (fraction: number) => void,
): Promise<ImportResult> {
  const body = await uploadCsv<{ data: { import: ImportResult } }>("/api/admin/imports/residents", csv, {
    query,
    onProgress,
  });
  return body.data.import;
}

// Onboarding from a rent roll: pick or paste a CSV, read the dry run, then import it with a progress bar.
export function ImportResidentsPage() {
  const { platform, options } = useTenantOptions();
  const [tenantId, setTenantId] = useState("");
  const [csv, setCsv] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<AdminApiError | null>(null);
  const query = { tenantId: platform ? tenantId || undefined : undefined };

  async function run(text: string, dryRun: boolean) {
    setPhase(dryRun ? "checking" : "importing");
    setProgress(0);
    setError(null);
    if (dryRun) setResult(null);
    try {
      const answer = await send(text, { ...query, dryRun: dryRun ? "1" : undefined }, setProgress);
      if (dryRun) setPreview(answer);
      else {
        setResult(answer);
        setPreview(answer.applied ? null : answer);
      }
    } catch (caught) {
      setError(caught as AdminApiError);
      setPreview(null);
    } finally {
      setPhase("idle");
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const text = await file.text();
    setFileName(file.name);
    setCsv(text);
    await run(text, true);
  }

  const busy = phase !== "idle";
  const ready = preview !== null && preview.errors.length === 0 && !busy && csv.trim() !== "";
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Import residents"
        description="Add or update residents and their units from a rent roll (CSV). A dry run checks every row first; nothing changes until you import."
      />
      <Card title="1. The file">
        <div className="flex flex-col gap-4 p-4">
          {platform ? (
            <SelectField
              label="Tenant"
              name="tenantId"
              value={tenantId}
              onChange={(event) => setTenantId(event.target.value)}
              options={[{ value: "", label: "Choose a tenant" }, ...options]}
            />
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor="import-file" className="text-sm font-medium text-slate-800">
              CSV file
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              onChange={chooseFile}
              disabled={busy}
              className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
            />
            <p className="text-xs text-slate-600">
              Columns: property, unit, email, name, phone, role; optional floor, moveIn, moveOut (YYYY-MM-DD). Up to
              10,000 rows.
              {fileName ? (
                <>
                  {" "}
                  Loaded: <span className="font-medium">{fileName}</span>.
                </>
              ) : null}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="import-text" className="text-sm font-medium text-slate-800">
              Or paste the CSV
            </label>
            <textarea
              id="import-text"
              rows={8}
              value={csv}
              placeholder={SAMPLE}
              spellCheck={false}
              onChange={(event) => {
                setCsv(event.target.value);
                setPreview(null);
                setResult(null);
              }}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => run(csv, true)}
              pending={phase === "checking"}
              disabled={busy || !csv.trim() || (platform && !tenantId)}
            >
              Check (dry run)
            </Button>
            <Button onClick={() => run(csv, false)} pending={phase === "importing"} disabled={!ready}>
              Import
            </Button>
          </div>
          {busy ? (
            <div className="flex flex-col gap-1">
              <div
                role="progressbar"
                aria-label={phase === "checking" ? "Checking the file" : "Importing"}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full bg-indigo-600 transition-[width]"
                  style={{ width: `${Math.round(progress * 100)}%` }}
                />
              </div>
              <p className="text-xs text-slate-600">
                {progress < 1
                  ? `Uploading ${Math.round(progress * 100)}%`
                  : phase === "checking"
                    ? "Checking every row…"
                    : "Saving…"}
              </p>
            </div>
          ) : null}
          {error ? (
            <Notice tone="error">
              {error.message}
              {error.details.length ? (
                <> ({error.details.map((detail) => `${detail.field}: ${detail.issue}`).join("; ")})</>
              ) : null}
            </Notice>
          ) : null}
        </div>
      </Card>
      {result?.applied ? (
        <Notice tone="success">
          Imported {result.rows.toLocaleString()} rows: {result.created} new, {result.updated} updated,{" "}
          {result.unchanged} unchanged, {result.unitsCreated} new units.
        </Notice>
      ) : null}
      {preview ? (
        <Card title={preview.errors.length ? "2. Fix these rows, then check again" : "2. Dry run: ready to import"}>
          <div className="p-4">
            <ImportPreview result={preview} />
          </div>
        </Card>
      ) : null}
      {result?.applied ? (
        <Card title="Result">
          <div className="p-4">
            <ImportPreview result={result} />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
