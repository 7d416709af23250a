export type FieldIssue = { field: string; issue: string };

// A resident API answer in the error shape, or a network failure (status 0), as one typed error.
export class PortalApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
    this.name = "PortalApiError";
  }

  fieldIssue(field: string): string | undefined {
    return this.details.find((detail) => detail.field === field || detail.field.endsWith(`.${field}`))?.issue;
  }
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === "object" && value !== null && typeof (value as FieldIssue).field === "string" && typeof (value as FieldIssue).issue === "string";

export async function toPortalApiError(response: Response): Promise<PortalApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (error && typeof error.code === "string") {
    const details = Array.isArray(error.details) ? error.details.filter(isFieldIssue) : [];
    return new PortalApiError(response.status, error.code, typeof error.message === "string" ? error.message : error.code, details);
  }
  return new PortalApiError(response.status, "INTERNAL_ERROR", `The server answered ${response.status} ${response.statusText}`.trim());
}

export const networkError = () => new PortalApiError(0, "NETWORK_ERROR", "The server could not be reached; check the connection and try again.");
