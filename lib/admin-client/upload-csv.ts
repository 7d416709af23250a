import { networkError, toApiClientError } from "../api-client/api-client-error";
import { withQuery, type QueryValue } from "../api-client/with-query";
import { selectedEnvironment } from "./admin-environment";

// A CSV upload with progress: fetch reports none for request bodies, XMLHttpRequest's upload events do.
export function uploadCsv<T>(
  path: `/api/admin/${string}`,
  csv: string,
  options: { query?: Record<string, QueryValue>; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", withQuery(path, options.query));
    request.setRequestHeader("content-type", "text/csv");
    request.setRequestHeader("accept", "application/json");
    const environment = selectedEnvironment();
    if (environment) request.setRequestHeader("x-admin-env", environment);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(networkError());
    request.onload = async () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { "content-type": "application/json" },
      });
      if (!response.ok) return reject(await toApiClientError(response));
      resolve((await response.json()) as T);
    };
    request.send(csv);
  });
}
