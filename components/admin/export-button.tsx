"use client";

import { useState } from "react";
import { adminCsv, type QueryValue } from "@/lib/admin-client/admin-fetch";
import { Button } from "@/components/ui/button";

// Downloads the whole list under the filters on screen as CSV (the API streams it page by page).
export function ExportButton({
  path,
  filters,
  filename,
}: {
  path: `/api/admin/${string}`;
  filters: Record<string, QueryValue>;
  filename: string;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const blob = await adminCsv(path, filters);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${filename}-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The export failed.");
    } finally {
      setPending(false);
    }
  };
  return (
    <span className="flex items-center gap-2">
      <Button variant="secondary" pending={pending} onClick={download}>
        Export CSV
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
