// The portal's name for the shared client error.
export {
  ApiClientError as PortalApiError,
  toApiClientError as toPortalApiError,
  networkError,
  type FieldIssue,
} from "../api-client/api-client-error";
