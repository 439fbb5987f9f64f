import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexPage, openApiPathPattern } from './web-app';

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

  it('matches api GET paths with their parameters', () => {
    expect(openApiPathPattern('/games/{id}/events').test('/games/abc/events')).toBe(true);
    expect(openApiPathPattern('/games/{id}/events').test('/games/a/b/events')).toBe(false);
  });
});
