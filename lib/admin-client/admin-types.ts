// The dashboard's view of the API's resources, taken from the same zod schemas the routes validate with.
export type { AccessEventView as AccessEvent } from "../devices/access-event-schema";
export type { AdminSessionView as AdminSession } from "../admin-session/session-schemas";
export type { AnalyticsView as Analytics } from "../analytics/analytic-schemas";
export type { ApiKeyView as ApiKey } from "../api-keys/api-key-schemas";
export type { CallView as Call, CallWithEventsView as CallWithEvents } from "../calls/call-schemas";
export type { DeviceView as Device } from "../devices/device-schemas";
export type { PropertyView as Property } from "../properties/property-schemas";
export type { StatsView as Stats } from "../stats/stat-schemas";
export type { Job } from "../jobs/job-schemas";
export type { TenantView as Tenant } from "../tenants/tenant-schemas";
export type { UnitView as Unit } from "../units/unit-schemas";
export type { UserView as User } from "../users/user-schemas";
export type ApiKeyWithSecret = import("../api-keys/api-key-schemas").ApiKeyView & { key: string };
export type Environment = { name: "DEV" | "TEST" | "STAGING" | "PROD"; configured: boolean; local: boolean };
export type { DeviceCommandView as DeviceCommand } from "../devices/access-event-schema";
export type { DeviceCredentialsView as DeviceCredentials } from "../devices/device-credential-schemas";
export type {
  WebhookEndpointView as WebhookEndpoint,
  WebhookDeliveryView as WebhookDelivery,
} from "../events-out/webhook-endpoint-schemas";
export type WebhookEndpointWithSecret = import("../events-out/webhook-endpoint-schemas").WebhookEndpointView & {
  secret: string;
};
export type { GuestPassView as GuestPass } from "../guest-passes/guest-pass-schemas";
export type { UserUnitView as UserUnit } from "../users/user-schemas";
export type { AccessEventEntryView as AccessEventEntry } from "../access-events/access-event-list-schemas";
export type { AuditLogView as AuditLog } from "../audit-logs/audit-log-schemas";
export type {
  StatusHistoryView as DeviceStatusHistory,
  StatusPeriodView as DeviceStatusPeriod,
} from "../devices/status-history-schemas";
