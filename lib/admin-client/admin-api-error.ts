// The dashboard's name for the shared client error.
export {
  ApiClientError as AdminApiError,
  toApiClientError as toAdminApiError,
  type FieldIssue,
} from "../api-client/api-client-error";
