import { existsSync, readFileSync, statSync } from 'node:fs';
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
  const page = indexPage(indexFile, settings);
  const apiGets = Object.entries(document.paths)
    .filter(([, item]) => item.get)
    .map(([path]) => openApiPathPattern(path));
  const isApi = (path: string) => path === '/docs' || path.startsWith('/docs/') || path.startsWith('/docs-json') || apiGets.some((p) => p.test(path));

  app.useStaticAssets(join(dist, 'assets'), { prefix: '/assets', immutable: true, maxAge: '365d', fallthrough: false });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path) || req.accepts(['json', 'html']) !== 'html') return next();
    res.status(200).type('html').set('cache-control', 'no-cache').send(page());
  });
  return true;
}

const APP_CONFIG = '<script id="app-config" type="application/json">{}</script>';

/**
 * index.html with the page's settings in its `app-config` script, read again when the file changes
 * (a web rebuild under a running api: the old index named assets the build removed, so every page
 * failed to load until a restart). One stat per navigation; the text is kept between changes.
 */
export function indexPage(indexFile: string, settings: WebAppSettings): () => string {
  const config = JSON.stringify({ cardImageUrl: settings.cardImageUrl ?? null }).replace(/</g, '\\u003c');
  let read = { mtimeMs: -1, size: -1, html: '' };
  const load = () => {
    let stat: { mtimeMs: number; size: number };
    try {
      stat = statSync(indexFile);
    } catch (error) {
      // mid-rebuild the file may be gone for a moment: the page as last read
      if (read.mtimeMs >= 0) return read.html;
      throw error;
    }
    const { mtimeMs, size } = stat;
    if (mtimeMs === read.mtimeMs && size === read.size) return read.html;
    const template = readFileSync(indexFile, 'utf8');
    if (!template.includes(APP_CONFIG)) {
      // half written, or a build without the script: keep serving the page as last read
      if (read.mtimeMs >= 0) return read.html;
      throw new Error(`${indexFile} lacks the app-config script the api fills in`);
    }
    read = { mtimeMs, size, html: template.replace(APP_CONFIG, `<script id="app-config" type="application/json">${config}</script>`) };
    return read.html;
  };
  load(); // a build without the script fails at start-up, not at the first page
  return load;
}
