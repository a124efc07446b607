import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { API_REFERENCE_FILES } from '#common/api-reference-endpoints';
import { apiReferenceEndpoints } from '#common/api-reference-endpoints';
import { endpointUrl } from '#common/api-contract';
import { SITE } from '#common/site';
import { endpointRoute } from '#server/lib/endpoint-route';

type ReferenceFile = (typeof API_REFERENCE_FILES)[number];

/** Swagger UI as the package ships it: nothing is fetched from elsewhere when the page opens. */
const swaggerUiFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const documentUrl = endpointUrl(apiReferenceEndpoints.document);
const fileUrl = (file: ReferenceFile) => endpointUrl(apiReferenceEndpoints.file, { params: { file } });

// A file of its own rather than an inline script: the CSP allows scripts from this origin only.
// validatorUrl null: Swagger UI would otherwise ask an outside validator about the document.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: ${JSON.stringify(documentUrl)}, dom_id: '#reference', validatorUrl: null, deepLinking: true, docExpansion: 'none' });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference — ${SITE.name}</title>
    <link rel="stylesheet" href="${fileUrl('swagger-ui.css')}" />
  </head>
  <body>
    <main id="reference"><p>Loading the API reference… It needs JavaScript; the document itself is at <a href="${documentUrl}">${documentUrl}</a>.</p></main>
    <script src="${fileUrl('swagger-ui-bundle.js')}"></script>
    <script src="${fileUrl('start.js')}"></script>
  </body>
</html>
`;

const CONTENT_TYPES: Record<ReferenceFile, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'start.js': 'text/javascript; charset=utf-8',
};

/** The OpenAPI document of every /api route and a page to read it (docs/decisions/035-one-contract-per-endpoint.md). */
export const apiReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  let document: string | undefined;
  const files = new Map<ReferenceFile, Promise<string>>();

  app.route({
    ...endpointRoute(apiReferenceEndpoints.document),
    handler: async (_request, reply) => {
      // Routes no longer change once the app is ready; the document is worked out once.
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
  });

  app.route({
    ...endpointRoute(apiReferenceEndpoints.page),
    handler: async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE),
  });

  app.route({
    ...endpointRoute(apiReferenceEndpoints.file),
    handler: async (request, reply) => {
      const { file } = request.params;
      let content = files.get(file);
      if (!content) {
        content =
          file === 'start.js'
            ? Promise.resolve(START_SCRIPT)
            : readFile(path.join(swaggerUiFolder, file), 'utf8');
        files.set(file, content);
      }
      return reply
        .type(CONTENT_TYPES[file])
        .header('cache-control', 'public, max-age=3600')
        .send(await content);
    },
  });
};
