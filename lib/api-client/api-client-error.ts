export type FieldIssue = { field: string; issue: string };

// An answer in the error shape, or a network failure (status 0), as one typed error for any browser client.
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldIssue[] = [],
    // The server's id for the request (x-request-id), which support can find in the logs.
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  // The API's issue for one form field, if it named that field.
  fieldIssue(field: string): string | undefined {
    return this.details.find((detail) => detail.field === field || detail.field.endsWith(`.${field}`))?.issue;
  }
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FieldIssue).field === "string" &&
  typeof (value as FieldIssue).issue === "string";

export async function toApiClientError(response: Response): Promise<ApiClientError> {
  const body: unknown = await response.json().catch(() => null);
  const requestId = response.headers.get("x-request-id");
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (error && typeof error.code === "string") {
    const details = Array.isArray(error.details) ? error.details.filter(isFieldIssue) : [];
    return new ApiClientError(
      response.status,
      error.code,
      typeof error.message === "string" ? error.message : error.code,
      details,
      requestId,
    );
  }
  return new ApiClientError(
    response.status,
    "INTERNAL_ERROR",
    `The server answered ${response.status} ${response.statusText}`.trim(),
    [],
    requestId,
  );
}

export const networkError = () =>
  new ApiClientError(0, "NETWORK_ERROR", "The server could not be reached; check the connection and try again.");
