import type { z } from "zod";
import { parseQuery } from "../http/parse-query";
import { readJsonBody } from "../http/read-json-body";

export type Schema = z.ZodType | undefined;
export type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

export type RouteInput<Q extends Schema, B extends Schema, P extends Schema> = {
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Parsed<P>;
};

// The one parse of a route's input, in the order every wrapper answers its errors: params, then query, then body.
export async function parseRouteInput<Q extends Schema, B extends Schema, P extends Schema>(
  request: Request,
  rawParams: unknown,
  schemas: { query?: Q; body?: B; params?: P },
): Promise<RouteInput<Q, B, P>> {
  const params = schemas.params ? schemas.params.parse(rawParams) : undefined;
  const query = parseQuery(request, schemas.query);
  const body = schemas.body ? await readJsonBody(request, schemas.body) : undefined;
  return { params, query, body } as RouteInput<Q, B, P>;
}
