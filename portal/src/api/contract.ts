import type { components, paths } from './openapi';

/**
 * Types read off the generated API contract (openapi.d.ts), so that what the portal expects of
 * an answer is what the server documents, and a change on one side fails typecheck on the other.
 */
export type Schemas = components['schemas'];

/** The API's paths without the /api prefix, as the client is called. */
type ApiPaths = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };
export type ApiPath = keyof ApiPaths;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The operation behind a path and method; `never` when the server has none. */
type Operation<P extends ApiPath, M extends Method> = ApiPaths[P] extends Record<M, infer O> ? O : never;

type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessStatus = 200 | 201;

/** The JSON body of the 2xx answer. */
export type Answer<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? Json<R[Extract<keyof R, SuccessStatus>]> : never;

/** The JSON request body, or `undefined` when the operation takes none. */
export type RequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Body | undefined
      : undefined;

/** Path parameters, as `{id}` in the path names them. */
export type PathParams<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { path: infer Params } } ? Params : never;

/** Query parameters. */
export type QueryParams<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? Query : never;
