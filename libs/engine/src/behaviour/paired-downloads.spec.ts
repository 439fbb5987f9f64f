/**
 * Issue 15 (helper pairs): an incident that downloads one of several named pairs of personnel as one
 * download, then forbids its player's draws for the turn (Gagh Tek Or?) — over the words
 * `personnel-group-to-download` (slots of titles), `download-group` and `no-card-draws-this-turn`.
 *   1E rulebook › DOWNLOADING (Clarifications: Downloading — normal reporting; Invalid Downloads — a
 *   pair with one card missing is no download); THE PLAY PHASE › END OF TURN (the card draw).
 * given (a play-phase scene, p1's deck and a Klingon outpost) / when (PlayCard, EndTurn) / then (the facts).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { play as run, refused, when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { evolveAll } from '../evolve';
import { Z } from '../zones';

const play = (card: string, extra: { target?: string; mode?: number } = {}): Command => ({ type: 'PlayCard', actor: 'p1', card, ...extra });
const offered = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => {
      const { target, mode } = cmd as { target?: string; mode?: number };
      return { target, mode };
    });

/** p1 holds Gagh Tek Or?; `deck`: p1's draw deck (top first, a spare card under it); a Klingon Outpost of p1's in space at L1. */
function given(deck: readonly string[]) {
  const built = scene({ missions: ['Excavation'], hand: ['Gagh Tek Or?', ...deck, 'Weld Ram', 'Klingon Outpost'] });
  const [incident, ...rest] = built.ids.hand as [string, ...string[]];
  const deckIds = rest.slice(0, deck.length + 1);
  const outpost = rest[deck.length + 1]!;
  const state = evolveAll(
    [
      ...deckIds.map((card, index) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.draw('p1'), index, faceUp: false, reason: 'test: deck' }) as GameEvent),
      { type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test: in play' } as GameEvent,
    ],
    built.state,
  );
  return { incident, deck: deckIds, outpost, state };
}

describe('167_024 Gagh Tek Or?: downloads Lursa and B\'Etor, OR (mode 1) Yeto and T\'Kar, OR (mode 2) Quark Son of Keldar and Grilka; draw no cards this turn', () => {
  it('applies: Lursa and B\'Etor in the deck report to the Klingon outpost as one download, the incident is discarded and the end-of-turn draw is skipped', () => {
    const { incident, deck, outpost, state } = given(['Lursa', "B'Etor"]);
    const [lursa, betor] = deck as [string, string];
    const target = `${lursa}>${outpost}+${betor}>${outpost}`;
    expect(offered(state, incident)).toEqual([{ target, mode: 0 }]);
    const after = run(state, [play(incident, { target })]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [lursa, Z.aboard(outpost)],
      [betor, Z.aboard(outpost)],
    ]);
    expect(after.state.cards[incident]!.zone).toBe(Z.discard('p1'));
    const ended = when(after.state, { type: 'EndTurn', actor: 'p1' });
    if ('violation' in ended) throw new Error(ended.violation.message);
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([]);
    expect(ofType(ended.events, 'DrawSkipped')).toEqual([expect.objectContaining({ player: 'p1', reason: 'no-draws-this-turn' })]);
  });

  it('applies (modes 1 and 2): Yeto and T\'Kar, or Quark Son of Keldar and Grilka, are offered under their own way', () => {
    const { incident, deck, outpost, state } = given(['Yeto', "T'Kar", 'Quark Son of Keldar', 'Grilka']);
    const [yeto, tkar, quark, grilka] = deck as [string, string, string, string];
    expect(offered(state, incident)).toEqual([
      { target: `${yeto}>${outpost}+${tkar}>${outpost}`, mode: 1 },
      { target: `${quark}>${outpost}+${grilka}>${outpost}`, mode: 2 },
    ]);
    const after = run(state, [play(incident, { target: `${quark}>${outpost}+${grilka}>${outpost}`, mode: 2 })]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([quark, grilka]);
  });

  it('does not apply: half of two pairs (Lursa without B\'Etor, T\'Kar without Yeto) — nothing offered, a mixed pair refused, and the turn draw happens', () => {
    const { incident, deck, outpost, state } = given(['Lursa', "T'Kar"]);
    const [lursa, tkar] = deck as [string, string];
    expect(offered(state, incident)).toEqual([]);
    expect(refused(state, play(incident, { target: `${lursa}>${outpost}+${tkar}>${outpost}` }))).toBe('INVALID_TARGET');
    expect(refused(state, play(incident, { target: `${lursa}>${outpost}+${tkar}>${outpost}`, mode: 1 }))).toBe('INVALID_TARGET');
    const ended = when(state, { type: 'EndTurn', actor: 'p1' });
    if ('violation' in ended) throw new Error(ended.violation.message);
    expect(ofType(ended.events, 'CardsDrawn').map((e) => e.reason)).toEqual(['end-of-turn']);
  });
});
