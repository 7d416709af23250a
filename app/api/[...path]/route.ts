import { unknownRoute } from "@/lib/http/unknown-route";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = unknownRoute;
