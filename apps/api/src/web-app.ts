import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';

/** Where `npm run build` puts the web app (apps/web/dist), from apps/api/src or apps/api/dist. */
export const WEB_APP_DIST = join(__dirname, '..', '..', 'web', 'dist');

export interface WebAppSettings {
  /** CARD_IMAGE_URL, passed to the page */
  readonly cardImageUrl?: string;
}

/** `/games/{id}/events` -> a RegExp matching `/games/<anything but a slash>/events` */
export function openApiPathPattern(path: string): RegExp {
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The web app at `/` (apps/web, built by `npm run build`): its files (hashed assets cached for a
 * year), and index.html for every GET that a browser navigates to (it prefers text/html) and that
 * no api GET route answers, so a reload of any page gets the page. The page's settings go into
 * index.html's `app-config` script. `/viewer/…` (the replay viewer's old address) is one of those
 * pages. Without a build (api tests) nothing is served.
 */
export function serveWebApp(app: NestExpressApplication, document: OpenAPIObject, settings: WebAppSettings, dist = WEB_APP_DIST): boolean {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return false;
  const config = JSON.stringify({ cardImageUrl: settings.cardImageUrl ?? null }).replace(/</g, '\\u003c');
  const template = readFileSync(indexFile, 'utf8');
  const marker = '<script id="app-config" type="application/json">{}</script>';
  if (!template.includes(marker)) throw new Error(`${indexFile} lacks the app-config script the api fills in`);
  const html = template.replace(marker, `<script id="app-config" type="application/json">${config}</script>`);
  const apiGets = Object.entries(document.paths)
    .filter(([, item]) => item.get)
    .map(([path]) => openApiPathPattern(path));
  const isApi = (path: string) => path === '/docs' || path.startsWith('/docs/') || path.startsWith('/docs-json') || apiGets.some((p) => p.test(path));

  app.useStaticAssets(join(dist, 'assets'), { prefix: '/assets', immutable: true, maxAge: '365d', fallthrough: false });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path) || req.accepts(['json', 'html']) !== 'html') return next();
    res.status(200).type('html').set('cache-control', 'no-cache').send(html);
  });
  return true;
}
