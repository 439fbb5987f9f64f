import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/**
 * The OpenAPI document, generated from the controllers and the contracts' JSON Schemas:
 * GET /docs (browsable) and GET /docs-json (the document).
 */
export function publishOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle("Captain's Log API")
    .setDescription('Play, replay and tournaments for the Star Trek CCG. Errors: 400 malformed input, 401 no or bad token, 403 not allowed, 404 unknown, 409 stale revision or conflict, 422 rule violation, 429 rate limited.')
    .setVersion('0.1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
  return document;
}
