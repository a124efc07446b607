import { z } from 'zod';
import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';

/** The files of the reference page: Swagger UI's own, and the script that points it at the document. */
export const API_REFERENCE_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js'] as const;

/** The API described by itself (docs/decisions/035-one-contract-per-endpoint.md). */
export const apiReferenceEndpoints = {
  document: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This document: every /api route with its schemas and who may call it (OpenAPI 3.1)',
    responses: { 200: rawBody('application/json') },
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'The API reference page, reading this document',
    responses: { 200: rawBody('text/html') },
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/docs/:file',
    access: 'public',
    summary: 'A script or style sheet of the reference page',
    params: z.strictObject({ file: z.enum(API_REFERENCE_FILES, { message: 'No such file' }) }),
    responses: { 200: rawBody('text/javascript') },
  }),
};
