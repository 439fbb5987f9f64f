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
 * The page that shows what an api GET address answers, for a person who types the api's address into
 * the browser (`/tournaments`, `/games/<id>` from a message or the api docs): a navigation there is
 * sent to the page (the page addresses are apps/web's page-paths.json; web-app.spec checks each one
 * here is a page). Only a browser's own navigation without a query: the app's and curl's requests,
 * and the exports (`?format=csv`, `?format=html`), answer as before. More specific addresses first.
 */
export const PAGES_OF_API_ADDRESSES: readonly (readonly [api: string, page: string])[] = [
  ['/games', '/my-games'],
  ['/games/{id}', '/table/{id}'],
  ['/games/{id}/replay', '/replay/{id}'],
  ['/games/{id}/replays', '/replay/{id}'],
  ['/games/{id}/judge', '/judge/{id}'],
  ['/judge-calls', '/judge'],
  ['/tournaments', '/events'],
  ['/tournaments/{id}', '/event/{id}'],
  ['/tournaments/{id}/standings', '/event/{id}'],
  ['/tournaments/{id}/pairings', '/event/{id}'],
  ['/tournaments/{id}/players', '/event/{id}'],
  ['/tournaments/{id}/me', '/event/{id}/play'],
  ['/decks', '/my-decks'],
  ['/decks/starter', '/my-decks'],
  ['/decks/{id}', '/my-decks/{id}'],
  ['/cards', '/card-search'],
  ['/cards/{id}', '/card/{id}'],
  ['/challenges', '/lobby'],
  ['/computer/opponents', '/lobby'],
  ['/admin/accounts', '/admin'],
  ['/setup', '/first-run'],
];

/** The page address for a navigation to an api address (PAGES_OF_API_ADDRESSES), or null. */
export function pageOfApiAddress(path: string): string | null {
  const parts = path.replace(/\/+$/, '').split('/');
  for (const [api, page] of PAGES_OF_API_ADDRESSES) {
    const want = api.split('/');
    if (want.length !== parts.length) continue;
    // a parameter is one segment as it came (still percent-encoded): it cannot add a slash to the page address
    const params = new Map<string, string>();
    const matches = want.every((w, i) => (w.startsWith('{') ? parts[i] !== '' && !!params.set(w, parts[i]!) : w === parts[i]));
    if (matches) return page.replace(/\{[^}]+\}/g, (name) => params.get(name)!);
  }
  return null;
}

/**
 * The web app at `/` (apps/web, built by `npm run build`): its files (hashed assets cached for a
 * year), and index.html for every GET that a browser navigates to (it prefers text/html) and that
 * no api GET route answers, so a reload of any page gets the page. The page's settings go into
 * index.html's `app-config` script. `/viewer/…` (the replay viewer's old address) is one of those
 * pages. A browser's navigation to an api address a page shows goes to that page (pageOfApiAddress).
 * Without a build (api tests) nothing is served.
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
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApi(req.path)) {
      // a person typing an api address: the page, when there is one (a fetch never has the destination "document")
      const page = req.get('sec-fetch-dest') === 'document' && !req.originalUrl.includes('?') ? pageOfApiAddress(req.path) : null;
      return page ? res.redirect(302, page) : next();
    }
    if (req.accepts(['json', 'html']) !== 'html') return next();
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
