/**
 * Response declarations for answers the zod serializer never sees (204/304/redirects, files and streams).
 * They live in src/common beside the endpoint declarations (docs/decisions/035-one-contract-per-endpoint.md).
 */
export { noBody, rawBody } from '#common/answer-bodies';
