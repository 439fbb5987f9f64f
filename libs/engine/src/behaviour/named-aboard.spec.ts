/**
 * Issue 15 (helper tail7): Revenge Is a Dish Best Served Cold (126_033) — its seed download of a ship, its free
 * report aboard a named ship, its end-of-every-turn discards and its start-of-turn points (named-aboard.ts,
 * seed-downloads.ts, table-reports.ts, timed.ts, turn-starts.ts).
 * given (a scene: the objective seeded or on p1's table, U.S.S. Reliant in play or in the deck) / when (SeedOnTable,
 * SpecialReport, EndTurn) / then (the facts: where the cards are, the points scored).
 */
import { legalCommands } from '../legal';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const REVENGE = 'Revenge Is a Dish Best Served Cold';
const end = (actor: 'p1' | 'p2'): Command => ({ type: 'EndTurn', actor });

describe('126_033 Revenge Is a Dish Best Served Cold: seeds on the table in the facility phase, downloading U.S.S. Reliant', () => {
  const facilityPhase = (withOutpost: boolean) => {
    const built = scene({ missions: ['Excavation'], hand: [REVENGE, 'Federation Outpost'], drawTop: ['U.S.S. Reliant'] });
    const [revenge, outpost] = built.ids.hand as [string, string];
    const placed = moved(built.state, [[revenge, Z.seed('p1')], [outpost, withOutpost ? Z.space('L1') : Z.seed('p1')]]);
    return { revenge, outpost, reliant: built.ids.deck[0]!, state: { ...placed, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState };
  };
  const seed = (card: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card });
  it('applies: seeded face up on the table; U.S.S. Reliant comes from the deck, docked at p1’s Federation Outpost', () => {
    const { revenge, outpost, reliant, state } = facilityPhase(true);
    expect(legalCommands(state, 'p1')).toContainEqual(seed(revenge));
    const after = run(state, [seed(revenge)]);
    expect(after.state.cards[revenge]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
    expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: reliant, to: Z.docked(outpost) })]);
  });
  it('does not apply: with no facility of p1’s in play the ship has nowhere to report, and stays in the deck', () => {
    const { revenge, reliant, state } = facilityPhase(false);
    const after = run(state, [seed(revenge)]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([]);
    expect(after.state.cards[reliant]!.zone).toBe(Z.draw('p1'));
  });
});

/** p1's U.S.S. Reliant at L1 with a Federation officer aboard; the objective on p1's table (unless `without`). */
function reliantScene(hand: string[], opts: { without?: boolean; aboard?: string[]; opponent?: string[] } = {}) {
  const built = scene({ missions: ['Excavation'], ship: realCard('U.S.S. Reliant'), crew: [{ skills: 'OFFICER', affiliation: 'Federation' }], hand: [REVENGE, ...hand, ...(opts.aboard ?? [])], opponentHand: opts.opponent ?? [] });
  const [revenge, ...rest] = built.ids.hand as [string, ...string[]];
  const cards = rest.slice(0, hand.length);
  const aboard = rest.slice(hand.length);
  const reliant = built.ids.ship!;
  const state = moved(built.state, [
    ...(opts.without ? [] : [[revenge, Z.table('p1')] as [string, string]]),
    ...aboard.map((iid) => [iid, Z.aboard(reliant)] as [string, string]),
    ...built.ids.opponentHand.map((iid) => [iid, Z.surface('L1')] as [string, string]),
  ]);
  return { state, revenge, cards, aboard, reliant, officer: built.ids.crew[0]!, opponent: built.ids.opponentHand };
}

describe('126_033 Revenge Is a Dish Best Served Cold: once each turn, Khan (or a personnel with "Khan" in lore) reports for free aboard U.S.S. Reliant', () => {
  const report = (card: string, reliant: string): Command => ({ type: 'SpecialReport', actor: 'p1', card, to: Z.aboard(reliant) });
  it('applies: Khan reports aboard for free (the normal card play unused); Joachim (Khan in lore) may not too that turn — one free report a turn', () => {
    const { state, cards, reliant } = reliantScene(['Khan', 'Joachim']);
    const [khan, joachim] = cards as [string, string];
    expect(legalCommands(state, 'p1')).toContainEqual(report(khan, reliant));
    const after = run(state, [report(khan, reliant)]);
    expect(after.state.cards[khan]!.zone).toBe(Z.aboard(reliant));
    expect(after.state.turn!.normalCardPlayUsed).toBeFalsy();
    expect(refused(after.state, report(joachim, reliant))).not.toBeNull();
    expect(run(state, [report(joachim, reliant)]).state.cards[joachim]!.zone).toBe(Z.aboard(reliant));
  });
  it('does not apply: a personnel without Khan in title or lore, or Khan with the objective not in play', () => {
    const { state, cards, reliant } = reliantScene(['Admiral Kirk']);
    expect(refused(state, report(cards[0]!, reliant))).not.toBeNull();
    const bare = reliantScene(['Khan'], { without: true });
    expect(refused(bare.state, report(bare.cards[0]!, bare.reliant))).not.toBeNull();
  });
});

describe('126_033 Revenge Is a Dish Best Served Cold: at the end of every turn its owner discards every personnel of theirs but Khan and those with "Khan" in lore', () => {
  it('applies: at the end of p1’s turn the officer is discarded, Khan and Joachim stay; a personnel of p1’s arriving later goes at the end of p2’s turn', () => {
    const { state, aboard, officer, reliant } = reliantScene([], { aboard: ['Khan', 'Joachim'] });
    const [khan, joachim] = aboard as [string, string];
    const ended = run(state, [end('p1')]);
    expect(ended.state.cards[officer]!.zone).toBe(Z.discard('p1'));
    expect([ended.state.cards[khan]!.zone, ended.state.cards[joachim]!.zone]).toEqual([Z.aboard(reliant), Z.aboard(reliant)]);
    const late = moved(ended.state, [[officer, Z.aboard(reliant)]]);
    expect(run(late, [end('p2')]).state.cards[officer]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: without the objective in play nobody is discarded; the opponent’s personnel are never discarded', () => {
    const { state, officer } = reliantScene([], { without: true });
    expect(run(state, [end('p1')]).state.cards[officer]!.zone).not.toBe(Z.discard('p1'));
    const withIt = reliantScene([], { opponent: ['Admiral Kirk'] });
    expect(run(withIt.state, [end('p1')]).state.cards[withIt.opponent[0]!]!.zone).toBe(Z.surface('L1'));
  });
});

describe('126_033 Revenge Is a Dish Best Served Cold: at the start of each of its owner’s turns, Khan and The Genesis Device aboard U.S.S. Reliant score 30 (15 while the opponent has a Kirk in play)', () => {
  const scored = (events: readonly { type: string }[]) => ofType(events as never, 'PointsScored').map((e: { player: string; points: number; bonus?: boolean }) => [e.player, e.points, e.bonus]);
  it('applies: 30 bonus points as p1’s next turn begins (none as p2’s begins)', () => {
    const { state } = reliantScene([], { aboard: ['Khan', 'The Genesis Device'] });
    const theirs = run(state, [end('p1')]);
    expect(scored(theirs.events)).toEqual([]);
    expect(scored(run(theirs.state, [end('p2')]).events)).toEqual([['p1', 30, true]]);
  });
  it('applies: only 15 while p2 has Admiral Kirk in play', () => {
    const { state } = reliantScene([], { aboard: ['Khan', 'The Genesis Device'], opponent: ['Admiral Kirk'] });
    expect(scored(run(state, [end('p1'), end('p2')]).events)).toEqual([['p1', 15, true]]);
  });
  it('does not apply: Khan aboard without The Genesis Device (or the device without Khan) scores nothing', () => {
    const khanOnly = reliantScene([], { aboard: ['Khan'] });
    expect(scored(run(khanOnly.state, [end('p1'), end('p2')]).events)).toEqual([]);
    const deviceOnly = reliantScene([], { aboard: ['Joachim', 'The Genesis Device'] });
    expect(scored(run(deviceOnly.state, [end('p1'), end('p2')]).events)).toEqual([]);
  });
});
