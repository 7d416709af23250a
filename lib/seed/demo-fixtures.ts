import type { DeviceKind, UserRole } from "../db/generated/enums";

export const DEMO_PASSWORD = "gatehouse";

export const demoTenants = [
  { id: "demo-tenant", name: "Demo Property Management", slug: "demo", plan: "pro" },
  { id: "northwind-tenant", name: "Northwind Residential", slug: "northwind", plan: "starter" },
];

type DemoProperty = {
  id: string;
  tenantId: string;
  name: string;
  address: string;
  timezone: string;
  phoneNumber: string;
  units: string[];
  devices: { name: string; kind: DeviceKind; isEntrance?: boolean }[];
};

export const demoProperties: DemoProperty[] = [
  {
    id: "demo-harbor-view",
    tenantId: "demo-tenant",
    name: "Harbor View Apartments",
    address: "100 Harbor Street, Boston, MA 02110",
    timezone: "America/New_York",
    phoneNumber: "+15005550006",
    units: ["101", "102", "103", "104", "201", "202", "203", "204"],
    devices: [
      { name: "Front entrance intercom", kind: "intercom" },
      { name: "Front door", kind: "door_controller", isEntrance: true },
      { name: "Garage gate", kind: "door_controller" },
      { name: "Lobby reader", kind: "reader" },
      { name: "Lobby camera", kind: "camera" },
    ],
  },
  {
    id: "demo-maple-court",
    tenantId: "demo-tenant",
    name: "Maple Court",
    address: "42 Maple Avenue, Chicago, IL 60614",
    timezone: "America/Chicago",
    phoneNumber: "+15005550010",
    units: ["A1", "A2", "B1", "B2"],
    devices: [
      { name: "Street intercom", kind: "intercom" },
      { name: "Main door", kind: "door_controller", isEntrance: true },
    ],
  },
  {
    id: "northwind-elm",
    tenantId: "northwind-tenant",
    name: "Elm Street Lofts",
    address: "7 Elm Street, Portland, OR 97205",
    timezone: "America/Los_Angeles",
    phoneNumber: "+15005550020",
    units: ["1", "2"],
    devices: [{ name: "Lobby door", kind: "door_controller", isEntrance: true }],
  },
];

type DemoUser = {
  email: string;
  name: string;
  role: UserRole;
  tenantId: string | null;
  phone?: string;
  unitIds?: string[];
};

export const demoUsers: DemoUser[] = [
  { email: "admin@gatehouse.local", name: "Avery Admin", role: "platform_admin", tenantId: null },
  {
    email: "owner@gatehouse.local",
    name: "Olivia Owner",
    role: "owner",
    tenantId: "demo-tenant",
    phone: "+15005550101",
  },
  { email: "staff@gatehouse.local", name: "Sam Staff", role: "staff", tenantId: "demo-tenant", phone: "+15005550102" },
  {
    email: "resident@gatehouse.local",
    name: "Riley Resident",
    role: "resident",
    tenantId: "demo-tenant",
    phone: "+15005550103",
    unitIds: ["demo-harbor-view-101"],
  },
  {
    email: "jordan@gatehouse.local",
    name: "Jordan Lee",
    role: "resident",
    tenantId: "demo-tenant",
    phone: "+15005550104",
    unitIds: ["demo-harbor-view-101"],
  },
  {
    email: "priya@gatehouse.local",
    name: "Priya Natarajan",
    role: "resident",
    tenantId: "demo-tenant",
    phone: "+15005550105",
    unitIds: ["demo-harbor-view-202"],
  },
  {
    email: "marco@gatehouse.local",
    name: "Marco Rossi",
    role: "resident",
    tenantId: "demo-tenant",
    phone: "+15005550106",
    unitIds: ["demo-maple-court-A1"],
  },
  {
    email: "owner@northwind.local",
    name: "Noor Northwind",
    role: "owner",
    tenantId: "northwind-tenant",
    phone: "+15005550107",
  },
  {
    email: "resident@northwind.local",
    name: "Nico Tenant",
    role: "resident",
    tenantId: "northwind-tenant",
    phone: "+15005550108",
    unitIds: ["northwind-elm-1"],
  },
];

export const unitId = (propertyId: string, label: string) => `${propertyId}-${label}`;
export const deviceId = (propertyId: string, index: number) => `${propertyId}-device-${index + 1}`;
