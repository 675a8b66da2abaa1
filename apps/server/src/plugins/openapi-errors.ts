import { ErrorBodySchema } from '@raahi/domain/api';

/** Documents the error answers a route can give, all in the one error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]));
}
