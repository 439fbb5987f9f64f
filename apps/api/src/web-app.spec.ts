import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexPage, openApiPathPattern, pageOfApiAddress, PAGES_OF_API_ADDRESSES } from './web-app';

const page = (asset: string) => `<html><head><script id="app-config" type="application/json">{}</script><script src="/assets/${asset}"></script></head></html>`;

describe('the web app page the api serves', () => {
  let dir = '';
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'web-app-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fills in the settings and reads index.html again after a web rebuild (no api restart)', () => {
    const file = join(dir, 'index.html');
    writeFileSync(file, page('index-OLD.js'));
    const html = indexPage(file, { cardImageUrl: 'https://img.example/{id}.jpg' });
    expect(html()).toContain('index-OLD.js');
    expect(html()).toContain('{"cardImageUrl":"https://img.example/{id}.jpg"}');
    writeFileSync(file, page('index-NEW.js'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000)); // a later modification time whatever the clock's grain
    expect(html()).toContain('index-NEW.js');
    expect(html()).not.toContain('index-OLD.js');
    // mid-rebuild: gone for a moment, or half written: the page as last read
    rmSync(file);
    expect(html()).toContain('index-NEW.js');
    writeFileSync(file, '<html>');
    expect(html()).toContain('index-NEW.js');
  });

  it('refuses at start-up a build without the settings script', () => {
    const file = join(dir, 'index.html');
    writeFileSync(file, '<html></html>');
    expect(() => indexPage(file, {})).toThrow('lacks the app-config script');
  });

  it('sends a person typing an api address to the page that shows it, and only to a page of the app', () => {
    expect(pageOfApiAddress('/tournaments')).toBe('/events');
    expect(pageOfApiAddress('/tournaments/t-1/')).toBe('/event/t-1');
    expect(pageOfApiAddress('/tournaments/t-1/me')).toBe('/event/t-1/play');
    expect(pageOfApiAddress('/games/g%201')).toBe('/table/g%201');
    expect(pageOfApiAddress('/decks/starter')).toBe('/my-decks');
    expect(pageOfApiAddress('/decks/d-1')).toBe('/my-decks/d-1');
    // addresses no page shows, or not the api's: none
    for (const path of ['/games/g-1/events', '/health', '/tournaments//me', '/tournaments/t-1/history', '/nowhere']) expect([path, pageOfApiAddress(path)]).toEqual([path, null]);
    // every page named is one of the web app's (apps/web page-paths.json, the one list of page addresses)
    const pages = Object.values(JSON.parse(readFileSync(join(__dirname, '../../web/src/app/page-paths.json'), 'utf8')) as Record<string, string>);
    for (const [, page] of PAGES_OF_API_ADDRESSES) expect([page, pages.includes(page.replace(/\{([^}]+)\}/g, ':$1'))]).toEqual([page, true]);
  });

  it('matches api GET paths with their parameters', () => {
    expect(openApiPathPattern('/games/{id}/events').test('/games/abc/events')).toBe(true);
    expect(openApiPathPattern('/games/{id}/events').test('/games/a/b/events')).toBe(false);
  });
});
