import type { Property } from "../db/generated/client";
import type { PropertyView } from "./property-schemas";

export function serializeProperty(property: Property): PropertyView {
  return {
    id: property.id,
    tenantId: property.tenantId,
    name: property.name,
    address: property.address,
    timezone: property.timezone,
    phoneNumber: property.phoneNumber,
    status: property.status,
    intercomOpensAt: property.intercomOpensAt,
    intercomClosesAt: property.intercomClosesAt,
    archivedAt: property.archivedAt?.toISOString() ?? null,
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}
