/// <reference lib="dom" />
/**
 * The board as a page shows it, and as the engine's view says it should be, in one shape: zone ->
 * card instance ids ('hidden' for a face-down card the viewer may not see), piles by count, and
 * each seat's score. Both the live table and the replay draw apps/web's one Board component.
 */
import type { Page } from 'playwright-core';
import type { Board } from '@captains-log/replay';

export interface DomBoard {
  zones: Record<string, string[]>;
  piles: Record<string, number>;
  score: Record<string, number>;
}

/** kinds drawn as counts only (nobody sees their faces during play) */
const PILES = new Set(['draw', 'side', 'missions']);

export async function domBoard(page: Page): Promise<DomBoard> {
  return page.evaluate(() => {
    const zones: Record<string, string[]> = {};
    const piles: Record<string, number> = {};
    for (const node of document.querySelectorAll<HTMLElement>('.board [data-zone]')) {
      const key = node.dataset.zone!;
      if (node.hasAttribute('data-pile')) piles[key] = Number(node.dataset.count);
      else {
        if (zones[key]) throw new Error(`zone ${key} is drawn twice`);
        zones[key] = [...node.querySelectorAll<HTMLElement>(':scope > .card, :scope > .group > .card')].map((c) => (c.hasAttribute('data-hidden') ? 'hidden' : c.dataset.iid!));
      }
    }
    const score: Record<string, number> = {};
    for (const p of document.querySelectorAll<HTMLElement>('.board .player')) score[p.dataset.seat!] = Number(p.querySelector<HTMLElement>('[data-score]')!.dataset.score);
    return { zones, piles, score };
  });
}

export function expectedBoard(board: Board): DomBoard {
  const zones: Record<string, string[]> = {};
  const piles: Record<string, number> = {};
  // each player's summary shows these counts, empty or not
  for (const seat of ['p1', 'p2']) for (const kind of ['hand', 'draw', 'seed', 'discard', 'missions', 'side']) piles[`${kind}:${seat}`] = board.zones[`${kind}:${seat}`]?.length ?? 0;
  for (const [key, cards] of Object.entries(board.zones)) {
    if (cards.length === 0) continue;
    if (PILES.has(key.slice(0, key.indexOf(':')))) piles[key] = cards.length;
    else zones[key] = cards.map((c) => ('hidden' in c ? 'hidden' : c.iid));
  }
  const score = { p1: board.score.p1.points + board.score.p1.bonus, p2: board.score.p2.points + board.score.p2.bonus };
  return { zones, piles, score };
}
