import type { Unit } from "../db/generated/client";
import type { UnitView } from "./unit-schemas";

export function serializeUnit(unit: Unit): UnitView {
  return {
    id: unit.id,
    propertyId: unit.propertyId,
    label: unit.label,
    floor: unit.floor,
    directoryCode: unit.directoryCode,
    createdAt: unit.createdAt.toISOString(),
    updatedAt: unit.updatedAt.toISOString(),
  };
}
