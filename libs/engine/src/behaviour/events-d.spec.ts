/**
 * Issue 15 (events-d): events of later sets over the words of this pass — several personnel
 * downloaded as one action (`personnel-group-to-download`, `download-group`), "draw no cards this
 * turn" (`no-card-draws-this-turn`) — and over existing words.
 *   1E rulebook › DOWNLOADING (normal reporting when no place is named; Clarifications: Invalid
 *   Downloads — any target missing, the whole download is invalid; General Quarters: The Personnel
 *   Download Limit — once every turn, one action may bring several); THE PLAY PHASE › END OF TURN
 *   (the card draw).
 * given (a play-phase scene) / when (PlayCard, EndTurn) / then (the facts).
 */
import { legalCommands } from '../legal';
import { ofType, realCard, scene, ship, type SceneSpec } from '../testing/attempt-scene';
import { moved, play as run, refused, when } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { evolveAll } from '../evolve';
import { Z } from '../zones';
import { DOWNLOAD_RULES } from './downloads';
import { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { runAttempt } from '../testing/attempt-scene';
import { view } from '../view';
import { shipAttribute } from './ship-modifiers';
import { memberOf } from '../attempt/requirements';
import { skillLevel } from '@captains-log/cards';
import { activate } from '../testing/commands';

const play = (card: string, extra: { target?: string; mode?: number; decline?: true } = {}, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...extra });
const offered = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => {
      const { target, mode } = cmd as { target?: string; mode?: number };
      return { target, mode };
    });

/** p1's hand: `hand`; p1's draw deck (top first): `deck`; `space`: p1's cards put in space at L1 (facilities). */
function table(spec: SceneSpec & { deck?: readonly string[]; space?: readonly string[] }) {
  const hand = spec.hand ?? [];
  const deck = spec.deck ?? [];
  const space = spec.space ?? [];
  const built = scene({ ...spec, hand: [...hand, ...deck, ...space] });
  const ids = built.ids.hand;
  const deckIds = ids.slice(hand.length, hand.length + deck.length);
  const spaceIds = ids.slice(hand.length + deck.length);
  const state = evolveAll(
    [
      ...deckIds.map((card, index) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.draw('p1'), index, faceUp: false, reason: 'test: deck' }) as GameEvent),
      ...spaceIds.map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test: in play' }) as GameEvent),
    ],
    built.state,
  );
  return { built, hand: ids.slice(0, hand.length), deck: deckIds, space: spaceIds, state };
}

describe('112_057 Bajoran Civil War: OR downloads two universal Bajoran OFFICER / SECURITY / Resistance personnel as one download (mode 1)', () => {
  const given = (deck: string[]) => table({ missions: ['Excavation'], hand: ['Bajoran Civil War'], deck, space: ['Bajoran Outpost'] });

  it('applies: two fitting universal Bajorans in the deck are offered as one set; played, both report to the outpost and the event is discarded', () => {
    const { hand, deck, space, state } = given(['Kira Nerys', 'Rinnak Pire', 'Weld Ram', 'General Hazar']);
    const [event] = hand as [string];
    const [, rinnak, , hazar] = deck as [string, string, string, string];
    const [outpost] = space as [string];
    const target = `${rinnak}>${outpost}+${hazar}>${outpost}`;
    // Mode 0 (the table permit) needs no target; mode 1 offers the first fitting pair.
    expect(offered(state, event)).toContainEqual({ target, mode: 1 });
    const after = run(state, [play(event, { target, mode: 1 })]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to, e.rule])).toEqual([
      [rinnak, Z.aboard(outpost), DOWNLOAD_RULES.downloading],
      [hazar, Z.aboard(outpost), DOWNLOAD_RULES.downloading],
    ]);
    expect(after.state.cards[event]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: one fitting Bajoran only (Kira is unique, Weld Ram is no OFFICER/SECURITY/Resistance) — mode 1 not offered, a hand-made pair refused', () => {
    const { hand, deck, space, state } = given(['Kira Nerys', 'Rinnak Pire', 'Weld Ram']);
    const [event] = hand as [string];
    const [kira, rinnak, weld] = deck as [string, string, string];
    const [outpost] = space as [string];
    expect(offered(state, event).filter((o) => o.mode === 1)).toEqual([]);
    expect(refused(state, play(event, { target: `${rinnak}>${outpost}+${weld}>${outpost}`, mode: 1 }))).toBe('INVALID_TARGET');
    expect(refused(state, play(event, { target: `${rinnak}>${outpost}+${kira}>${outpost}`, mode: 1 }))).toBe('INVALID_TARGET');
    expect(refused(state, play(event, { target: `${rinnak}>${outpost}`, mode: 1 }))).toBe('INVALID_TARGET');
  });

  it('the personnel download limit: after a personnel download this turn, the pair may not be downloaded', () => {
    const { built, hand, deck, space, state } = table({
      missions: ['Excavation'],
      ship: ship(),
      crew: [realCard('Anya')],
      hand: ['Bajoran Civil War'],
      deck: ['Rinnak Pire', 'General Hazar', 'Salia'],
      space: ['Bajoran Outpost'],
    });
    const limited = run(state, [{ type: 'SpecialDownload', actor: 'p1', source: built.ids.crew[0]!, icon: 0, target: 'Salia' }]).state;
    expect(offered(limited, hand[0]!).filter((o) => o.mode === 1)).toEqual([]);
    expect(refused(limited, play(hand[0]!, { target: `${deck[0]}>${space[0]}+${deck[1]}>${space[0]}`, mode: 1 }))).toBe('INVALID_TARGET');
  });

  it('a pair no longer complete when the card resolves is invalid as a whole: nothing enters play', () => {
    const { hand, deck, space, state } = given(['Rinnak Pire', 'General Hazar']);
    const [event] = hand as [string];
    const target = `${deck[0]}>${space[0]}+${deck[1]}>${space[0]}`;
    const explicit = run(state, [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    const pending = run(explicit, [play(event, { target, mode: 1 })]).state;
    const gone = moved(pending, [[deck[1]!, Z.discard('p1')]]);
    const after = run(gone, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([]);
    expect(ofType(after.events, 'CardEffectResolved').map((e) => e.effect)).toContainEqual(expect.stringContaining('download invalid'));
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.draw('p1'));
  });
});

describe('109_027 Activate Subcommands: downloads a [Com], a [Nav] and a [Def] Borg drone as one download; its player draws no more cards this turn', () => {
  const given = (deck: string[]) => table({ missions: ['Excavation'], quadrant: 'Delta', hand: ['Activate Subcommands'], deck: [...deck, 'Weld Ram'], space: ['Borg Outpost'] });

  it('applies: the three drones report to the Borg outpost; the end-of-turn draw is then skipped (DrawSkipped)', () => {
    const { hand, deck, space, state } = given(['Eleven of Nineteen', 'Eighteen of Nineteen', 'Eight of Nineteen']);
    const [event] = hand as [string];
    const [com, nav, def] = deck as [string, string, string];
    const [outpost] = space as [string];
    const target = `${com}>${outpost}+${nav}>${outpost}+${def}>${outpost}`;
    expect(offered(state, event)).toEqual([{ target, mode: undefined }]);
    const after = run(state, [play(event, { target })]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [com, Z.aboard(outpost)],
      [nav, Z.aboard(outpost)],
      [def, Z.aboard(outpost)],
    ]);
    expect(after.state.cards[event]!.zone).toBe(Z.discard('p1'));
    const ended = when(after.state, { type: 'EndTurn', actor: 'p1' });
    if ('violation' in ended) throw new Error(ended.violation.message);
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([]);
    expect(ofType(ended.events, 'DrawSkipped')).toEqual([expect.objectContaining({ player: 'p1', reason: 'no-draws-this-turn' })]);
  });

  it('does not apply: no [Nav] drone to find — not offered and refused; without the event, the end-of-turn draw happens', () => {
    const { hand, deck, space, state } = given(['Eleven of Nineteen', 'Eight of Nineteen', 'Four of Eleven']);
    const [event] = hand as [string];
    expect(offered(state, event)).toEqual([]);
    expect(refused(state, play(event, { target: deck.slice(0, 3).map((iid) => `${iid}>${space[0]}`).join('+') }))).toBe('INVALID_TARGET');
    const ended = when(state, { type: 'EndTurn', actor: 'p1' });
    if ('violation' in ended) throw new Error(ended.violation.message);
    expect(ofType(ended.events, 'CardsDrawn').map((e) => e.reason)).toEqual(['end-of-turn']);
  });
});

describe('219_012 Strategic Sector: the draw happens only when its player is not playing Borg (no Borg card of theirs in play)', () => {
  const given = (withBorg: boolean) => {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision', 'Relief Mission'], region: 'Test Region', hand: ['Strategic Sector', ...(withBorg ? ['Borg Outpost'] : [])] });
    const [card, borg] = built.ids.hand as [string, string | undefined];
    return { card, state: borg ? moved(built.state, [[borg, Z.space('L3')]]) : built.state };
  };
  it('applies: no Borg card in play — two cards drawn for three missions, no facility there', () => {
    const { card, state } = given(false);
    expect(ofType(run(state, [play(card, { target: 'L1' })]).events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([2]);
  });
  it('does not apply: a Borg outpost of yours in play — nothing drawn, the event is still discarded', () => {
    const { card, state } = given(true);
    const after = run(state, [play(card, { target: 'L1' })]);
    expect(ofType(after.events, 'CardsDrawn')).toEqual([]);
    expect(ofType(after.events, 'CardEffectResolved').map((e) => e.effect)).toContainEqual(expect.stringContaining('condition not met (Borg Outpost in play)'));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

/** `leavePlay` as a dilemma (or anything else) kills the personnel: the one way a personnel is killed. */
const killedBy = (state: GameState, iid: string, source: string) => {
  const ctx = new Ctx(state);
  leavePlay(ctx, iid, 'killed', source);
  return ctx;
};
/** p1's Away Team on L1 with `team`, a dilemma seeded under L1 (p2's unless `dilemmaOwner`), and `event` face up on p1's table; p1's hand holds `hand`. */
const withEvent = (event: string, team: string[], options: { seed?: string; dilemmaOwner?: PlayerId; hand?: string[] } = {}) => {
  const built = scene({
    missions: ['Excavation'],
    seeds: [{ card: options.seed ?? 'Ensure Their Silence', owner: options.dilemmaOwner ?? 'p2' }],
    awayTeam: team,
    hand: [event, ...(options.hand ?? [])],
  });
  const [card] = built.ids.hand as [string];
  return { built, card, team: built.ids.awayTeam, dilemma: built.ids.seeds[0]!, state: moved(built.state, [[card, Z.table('p1')]]) };
};

describe('192_017 Combat-Ready: Solidarity: a MACO whom a dilemma would kill is stopped instead while two other unstopped MACOs are present with it', () => {
  it('applies: three MACOs together — the one a dilemma kills is stopped and stays', () => {
    const { team, dilemma, state } = withEvent('Combat-Ready: Solidarity', ['Corporal Scott', 'Private Brown', 'Private Palmer']);
    const after = killedBy(state, team[0]!, dilemma);
    expect(after.events.map((e) => e.type)).toEqual(['CardStopped']);
    expect(after.state.cards[team[0]!]).toMatchObject({ zone: Z.surface('L1'), stopped: true });
  });
  it('does not apply: only one other unstopped MACO (the third is stopped), a non-dilemma kill, or a non-MACO — killed', () => {
    const { team, dilemma, state } = withEvent('Combat-Ready: Solidarity', ['Corporal Scott', 'Private Brown', 'Private Palmer', 'Weld Ram']);
    const oneStopped = evolveAll([{ type: 'CardStopped', card: team[2]! } as GameEvent], state);
    expect(killedBy(oneStopped, team[0]!, dilemma).state.cards[team[0]!]!.zone).toBe(Z.discard('p1'));
    expect(killedBy(state, team[0]!, 'battle').state.cards[team[0]!]!.zone).toBe(Z.discard('p1'));
    expect(killedBy(state, team[3]!, dilemma).state.cards[team[3]!]!.zone).toBe(Z.discard('p1'));
  });
});

describe("191_010 Loyal Subordinate: while its owner's hand is empty, their [Cmd] personnel whom the opponent's dilemma would kill or capture are stopped instead", () => {
  it('applies: hand empty — a [Cmd] personnel killed by the opponent\'s dilemma is stopped; captured by Underestimating the Founders in an attempt, stopped too', () => {
    const { team, dilemma, state } = withEvent('Loyal Subordinate', ['Benjamin Maxwell']);
    expect(state.zones[Z.hand('p1')] ?? []).toEqual([]);
    expect(killedBy(state, team[0]!, dilemma).state.cards[team[0]!]).toMatchObject({ zone: Z.surface('L1'), stopped: true });
    const captured = withEvent('Loyal Subordinate', ['Benjamin Maxwell'], { seed: 'Underestimating the Founders' });
    const attempt = runAttempt(captured.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(attempt.events, 'CardMoved').filter((e) => e.card === captured.team[0])).toEqual([]);
    expect(attempt.state.cards[captured.team[0]!]).toMatchObject({ zone: Z.surface('L1'), stopped: true });
  });
  it('does not apply: a card in hand, a non-[Cmd] personnel, or a dilemma of its own owner — killed; captured without the event, out of play', () => {
    const holding = withEvent('Loyal Subordinate', ['Benjamin Maxwell'], { hand: ['Tasha Yar'] });
    expect(killedBy(holding.state, holding.team[0]!, holding.dilemma).state.cards[holding.team[0]!]!.zone).toBe(Z.discard('p1'));
    const staff = withEvent('Loyal Subordinate', ['Tasha Yar']);
    expect(killedBy(staff.state, staff.team[0]!, staff.dilemma).state.cards[staff.team[0]!]!.zone).toBe(Z.discard('p1'));
    const own = withEvent('Loyal Subordinate', ['Benjamin Maxwell'], { dilemmaOwner: 'p1' });
    expect(killedBy(own.state, own.team[0]!, own.dilemma).state.cards[own.team[0]!]!.zone).toBe(Z.discard('p1'));
    const plain = scene({ missions: ['Excavation'], seeds: ['Underestimating the Founders'], awayTeam: ['Benjamin Maxwell'] });
    const attempt = runAttempt(plain.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(attempt.state.cards[plain.ids.awayTeam[0]!]!.zone).toBe(Z.held('p2', 'L1'));
  });
});

describe("202_008 Patient Schemer: its owner's assassin, thief or Jo'Bril whom a dilemma would kill returns to their hand instead", () => {
  it('applies: an assassin killed by a dilemma goes back to hand (not the discard pile)', () => {
    const { team, dilemma, state } = withEvent('Patient Schemer', ['Neela']);
    const after = killedBy(state, team[0]!, dilemma);
    expect(ofType(after.events, 'CardLeftPlay')).toEqual([]);
    expect(after.state.cards[team[0]!]!.zone).toBe(Z.hand('p1'));
  });
  it('does not apply: killed in battle, or a personnel who is no assassin, thief or Jo\'Bril — discarded', () => {
    const { team, dilemma, state } = withEvent('Patient Schemer', ['Neela', 'Weld Ram']);
    expect(killedBy(state, team[0]!, 'battle').state.cards[team[0]!]!.zone).toBe(Z.discard('p1'));
    expect(killedBy(state, team[1]!, dilemma).state.cards[team[1]!]!.zone).toBe(Z.discard('p1'));
  });
});

const activations = (state: GameState, card: string) => legalCommands(state, 'p1').filter((cmd) => cmd.type === 'ActivateCard' && cmd.card === card);

describe('217_003 Redirected Effort: once each turn, while two [TNG] drones of yours are present together, a card from hand goes beneath the draw deck, then you draw (ActivateCard)', () => {
  const given = (team: string[]) => {
    const { hand, deck, state } = table({ missions: ['Excavation'], awayTeam: team, hand: ['Redirected Effort', 'Weld Ram'], deck: ['Tasha Yar', 'Data'] });
    const [event, weld] = hand as [string, string];
    return { event, weld, deck, state: moved(state, [[event, Z.table('p1')]]) };
  };
  it('applies: two [TNG] drones together — Weld Ram goes beneath the deck and the top card is drawn; a second use that turn is refused', () => {
    const { event, weld, deck, state } = given(['Six of Thirteen', 'Third of Five']);
    expect(activations(state, event)).toContainEqual(activate(event, 'cycle', weld));
    const after = run(state, [activate(event, 'cycle', weld)]);
    const drawDeck = after.state.zones[Z.draw('p1')]!;
    expect(drawDeck[0]).toBe(deck[1]);
    expect(drawDeck[drawDeck.length - 1]).toBe(weld);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.hand('p1'));
    expect(refused(after.state, activate(event, 'cycle', deck[0]!))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: a [TNG] drone with a drone of another property ([FC]) — not offered, refused by its condition', () => {
    const { event, weld, state } = given(['Six of Thirteen', 'Eight of Nineteen']);
    expect(activations(state, event)).toEqual([]);
    expect(refused(state, activate(event, 'cycle', weld))).toBe('ABILITY_CONDITION');
  });
});

describe('244_005 Astrometrics Lab (Ships of the Line): on your ship; once each turn, with Stellar Cartography aboard, discard the top card of your deck for RANGE +3 this turn', () => {
  const given = (skills: string) => {
    const { hand, deck, built, state } = table({ missions: ['Excavation'], ship: ship({ range: 6 }), crew: [{ skills }], hand: ['Astrometrics Lab (Ships of the Line)'], deck: ['Tasha Yar', 'Data'] });
    const event = hand[0]!;
    const shipId = built.ids.ship!;
    return { event, shipId, deck, state: run(state, [play(event, { target: shipId })]).state };
  };
  it('applies: Stellar Cartography aboard — the top card is discarded and the ship gets RANGE +3 this turn', () => {
    const { event, shipId, deck, state } = given('OFFICER, Stellar Cartography');
    expect(state.cards[event]!.zone).toBe(Z.on(shipId));
    const after = run(state, [activate(event, 'range')]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'ShipRangeExtended')).toEqual([expect.objectContaining({ ship: shipId, range: 3, source: event })]);
    expect(refused(after.state, activate(event, 'range'))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: no Stellar Cartography aboard — refused by its condition, nothing discarded', () => {
    const { event, state } = given('OFFICER');
    expect(activations(state, event)).toEqual([]);
    expect(refused(state, activate(event, 'range'))).toBe('ABILITY_CONDITION');
  });
});

describe('176_008 A Better Alternative: once each turn, discard a unique non-Borg card from hand to draw one, two more when it was a site or a [DS9] Cardassian card', () => {
  const given = () => {
    const { hand, deck, state } = table({ missions: ['Excavation'], hand: ['A Better Alternative', 'Tasha Yar', 'Aamin Marritza', 'Weld Ram', 'Third of Five'], deck: ['Data', 'Benjamin Maxwell', 'Neela', 'Leck'] });
    const [event, tasha, aamin, weld, borg] = hand as [string, string, string, string, string];
    return { event, tasha, aamin, weld, borg, deck, state: moved(state, [[event, Z.table('p1')]]) };
  };
  it('applies: Aamin Marritza ([DS9] Cardassian) discarded — three cards drawn; Tasha Yar (another unique card) — one drawn', () => {
    const { event, tasha, aamin, deck, state } = given();
    const after = run(state, [activate(event, 'discard-to-draw', aamin)]);
    expect(after.state.cards[aamin]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardsDrawn').flatMap((e) => e.cards)).toEqual(deck.slice(0, 3));
    const plain = run(state, [activate(event, 'discard-to-draw', tasha)]);
    expect(ofType(plain.events, 'CardsDrawn').flatMap((e) => e.cards)).toEqual(deck.slice(0, 1));
  });
  it('does not apply: a universal card (Weld Ram) or a Borg card (Third of Five) is no valid discard; once each turn', () => {
    const { event, tasha, weld, borg, aamin, state } = given();
    expect(activations(state, event).map((cmd) => (cmd as { target?: string }).target)).toEqual([tasha, aamin]);
    expect(refused(state, activate(event, 'discard-to-draw', weld))).toBe('INVALID_TARGET');
    expect(refused(state, activate(event, 'discard-to-draw', borg))).toBe('INVALID_TARGET');
    expect(refused(run(state, [activate(event, 'discard-to-draw', tasha)]).state, activate(event, 'discard-to-draw', aamin))).toBe('ONCE_PER_TURN');
  });
});

describe('167_020 Shipwright: OR (mode 1) you lose 5 points to give your ship with a Solar Sail RANGE +10 this turn', () => {
  it('applies: the Baraka (Solar Sail) — 5 points lost, RANGE +10 this turn, the event discarded', () => {
    const built = scene({ missions: ['Excavation'], ship: realCard('Baraka'), crew: [{ skills: 'OFFICER' }], hand: ['Shipwright'] });
    const [event] = built.ids.hand as [string];
    const baraka = built.ids.ship!;
    expect(offered(built.state, event)).toContainEqual({ target: baraka, mode: 1 });
    const after = run(built.state, [play(event, { target: baraka, mode: 1 })]);
    expect(ofType(after.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: -5 })]);
    expect(ofType(after.events, 'ShipRangeExtended')).toEqual([expect.objectContaining({ ship: baraka, range: 10, source: event })]);
    expect(after.state.cards[event]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: a ship without a Solar Sail — mode 1 has no target (the table mode is still offered)', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Shipwright'] });
    const [event] = built.ids.hand as [string];
    expect(offered(built.state, event).filter((o) => o.mode === 1)).toEqual([]);
    expect(refused(built.state, play(event, { target: built.ids.ship!, mode: 1 }))).toBe('INVALID_TARGET');
    expect(offered(built.state, event)).not.toEqual([]);
  });
});

describe('105_025 Heisenberg Compensators: while in play every draw deck is face up (its top card seen by all); OR it nullifies another Heisenberg Compensators (both discarded)', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Heisenberg Compensators', 'Heisenberg Compensators'] });
    const [first, second] = built.ids.hand as [string, string];
    return { first, second, state: built.state };
  };
  const deckSeen = (state: GameState, viewer: PlayerId, deckOf: PlayerId) => view(state, { player: viewer }).zones[Z.draw(deckOf)]!.map((card) => !('hidden' in card));
  it('applies: played, the top card of each draw deck is seen by both players (the rest stays hidden)', () => {
    const { first, state } = given();
    const after = run(state, [play(first, { mode: 0 })]).state;
    expect(after.cards[first]!.zone).toBe(Z.table('p1'));
    const seen = deckSeen(after, 'p2', 'p1');
    expect(seen[0]).toBe(true);
    expect(seen.slice(1).every((one) => !one)).toBe(true);
    expect(deckSeen(after, 'p1', 'p2')[0]).toBe(true);
  });
  it('does not apply: without it in play no draw deck card is seen; the second copy nullifies the first (mode 1) and both are discarded, the decks hidden again', () => {
    const { first, second, state } = given();
    expect(deckSeen(state, 'p2', 'p1').some((one) => one)).toBe(false);
    // As if played on an earlier turn (the normal card play of this one is still unused).
    const inPlay = moved(state, [[first, Z.table('p1')]]);
    expect(deckSeen(inPlay, 'p2', 'p1')[0]).toBe(true);
    expect(offered(inPlay, second)).toContainEqual({ target: first, mode: 1 });
    const after = run(inPlay, [play(second, { target: first, mode: 1 })]).state;
    expect([after.cards[first]!.zone, after.cards[second]!.zone]).toEqual([Z.discard('p1'), Z.discard('p1')]);
    expect(deckSeen(after, 'p2', 'p1').some((one) => one)).toBe(false);
  });
});

describe('112_075 Treaty: Federation/Cardassian: may be seeded on the table (facility phase) while you have the Klaestron Outpost in play', () => {
  // The scene is a play-phase table; the facility phase is set on it (the seed phases' own specs walk there from creation).
  const facilityPhase = (withOutpost: boolean) => {
    const built = scene({ missions: ['Excavation'], hand: ['Treaty: Federation/Cardassian', 'Klaestron Outpost'] });
    const [treaty, outpost] = built.ids.hand as [string, string];
    const placed = moved(built.state, [[treaty, Z.seed('p1')], [outpost, withOutpost ? Z.space('L1') : Z.seed('p1')]]);
    return { treaty, state: { ...placed, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState };
  };
  const seed = (card: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card });
  it('applies: the Klaestron Outpost in play — offered and seeded face up on the table', () => {
    const { treaty, state } = facilityPhase(true);
    expect(legalCommands(state, 'p1')).toContainEqual(seed(treaty));
    const after = run(state, [seed(treaty)]);
    expect(after.state.cards[treaty]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
  });
  it('does not apply: no Klaestron Outpost in play — not offered, refused (SEED_CONDITION)', () => {
    const { treaty, state } = facilityPhase(false);
    expect(legalCommands(state, 'p1')).not.toContainEqual(seed(treaty));
    expect(refused(state, seed(treaty))).toBe('SEED_CONDITION');
  });
});

describe("112_067 Establish Landing Protocols / 126_014 Duj Saq: your ships without staffing requirements (or B'rel-class ships) may land or take off once each turn, using 1 RANGE", () => {
  const given = (shipTitle: string, event: string | null, affiliation = 'Federation') => {
    // The B'rel (a Ferengi B'rel-class ship) needs a [Stf] crew member (Dr. Borts, a Ferengi).
    const crew = affiliation === 'Ferengi' ? ['Dr. Borts'] : [{ skills: 'OFFICER', affiliation }];
    const built = scene({ missions: ['Excavation'], ship: realCard(shipTitle), crew, hand: event ? [event] : [] });
    const state = event ? moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]) : built.state;
    return { ship: built.ids.ship!, state };
  };
  const land = (ship: string): Command => ({ type: 'Land', actor: 'p1', ship });
  it('applies: a Runabout (no staffing icons) lands using 1 RANGE; taking off again that turn is refused (once each turn)', () => {
    const { ship: runabout, state } = given('Runabout', 'Establish Landing Protocols');
    expect(legalCommands(state, 'p1')).toContainEqual(land(runabout));
    const after = run(state, [land(runabout)]);
    expect(ofType(after.events, 'ShipLanded')).toEqual([expect.objectContaining({ ship: runabout, limited: true, range: 1 })]);
    expect(after.state.cards[runabout]!.zone).toBe(Z.surface('L1'));
    expect(refused(after.state, { type: 'TakeOff', actor: 'p1', ship: runabout })).toBe('LANDING_USED');
  });
  it("applies (Duj Saq): a B'rel lands with it on the table", () => {
    const { ship: brel, state } = given("B'rel", 'Duj Saq', 'Ferengi');
    expect(ofType(run(state, [land(brel)]).events, 'ShipLanded')).toEqual([expect.objectContaining({ ship: brel, range: 1 })]);
  });
  it("does not apply: a staffed B'rel under Establish Landing Protocols, or a Runabout / B'rel with no such card — may not land", () => {
    expect(refused(given("B'rel", 'Establish Landing Protocols', 'Ferengi').state, land(given("B'rel", 'Establish Landing Protocols', 'Ferengi').ship))).toBe('CANNOT_LAND');
    const bare = given('Runabout', null);
    expect(refused(bare.state, land(bare.ship))).toBe('CANNOT_LAND');
    const brel = given("B'rel", null, 'Ferengi');
    expect(refused(brel.state, land(brel.ship))).toBe('CANNOT_LAND');
  });
});

describe("115_027 Tactical Console: on your ship docked at your facility; WEAPONS +3 while Miles O'Brien (any version) or a SECURITY personnel of yours is aboard", () => {
  const given = (crew: (string | { skills: string })[], docked = true) => {
    const built = scene({ missions: ['Excavation'], ship: ship({ weapons: 5 }), crew, hand: ['Tactical Console', 'Federation Outpost'] });
    const [console, outpost] = built.ids.hand as [string, string];
    const shipId = built.ids.ship!;
    const state = moved(built.state, [[outpost, Z.space('L1')], ...(docked ? ([[shipId, Z.docked(outpost)]] as [string, string][]) : [])]);
    return { console, shipId, state };
  };
  it("applies: docked, a SECURITY personnel aboard — WEAPONS 5 → 8; with Miles O'Brien (Blaze of Glory) instead, 8 too", () => {
    const { console, shipId, state } = given([{ skills: 'SECURITY' }]);
    expect(offered(state, console)).toEqual([{ target: shipId, mode: undefined }]);
    const after = run(state, [play(console, { target: shipId })]).state;
    expect(after.cards[console]!.zone).toBe(Z.on(shipId));
    expect(shipAttribute(after, shipId, 'WEAPONS')).toBe(8);
    const miles = given(["Miles O'Brien (Blaze of Glory)"]);
    expect(shipAttribute(run(miles.state, [play(miles.console, { target: miles.shipId })]).state, miles.shipId, 'WEAPONS')).toBe(8);
  });
  it('does not apply: an OFFICER crew — WEAPONS stays 5; an undocked ship is no target', () => {
    const { console, shipId, state } = given([{ skills: 'OFFICER' }]);
    expect(shipAttribute(run(state, [play(console, { target: shipId })]).state, shipId, 'WEAPONS')).toBe(5);
    const away = given([{ skills: 'SECURITY' }], false);
    expect(offered(away.state, away.console)).toEqual([]);
    expect(refused(away.state, play(away.console, { target: away.shipId }))).toBe('INVALID_TARGET');
  });
});

describe('244_004 48th Rule of Acquisition: on your Ferengi ship; while Gold-Pressed Latinum is aboard, WEAPONS +1 per Diplomacy aboard (at most +3)', () => {
  const given = (crew: { skills: string; affiliation: string }[], latinum: boolean) => {
    const built = scene({ missions: ['Excavation'], ship: ship({ weapons: 5, affiliation: 'Ferengi' }), crew, equipment: latinum ? ['Gold-Pressed Latinum'] : [], hand: ['48th Rule of Acquisition'] });
    const [rule] = built.ids.hand as [string];
    const shipId = built.ids.ship!;
    return shipAttribute(run(built.state, [play(rule, { target: shipId })]).state, shipId, 'WEAPONS');
  };
  const ferengi = (skills: string) => ({ skills, affiliation: 'Ferengi' });
  it('applies: latinum aboard — Diplomacy x2 gives +2 (7); Diplomacy x2 twice is capped at +3 (8)', () => {
    expect(given([ferengi('OFFICER Diplomacy x2')], true)).toBe(7);
    expect(given([ferengi('OFFICER Diplomacy x2'), ferengi('V.I.P. Diplomacy x2')], true)).toBe(8);
  });
  it('does not apply: no latinum aboard — WEAPONS stays 5', () => {
    expect(given([ferengi('OFFICER Diplomacy x2')], false)).toBe(5);
  });
});

describe('244_006 Border Checkpoint: atop a mission whose lore names an array or listening post; once each turn, when you report a non-Federation ship there, you draw a card', () => {
  const given = (shipAffiliation: string, outpost: string, where = 'L1') => {
    const built = scene({ missions: ['Assemble Fleet', 'Excavation'], hand: ['Border Checkpoint', outpost, ship({ affiliation: shipAffiliation })] });
    const [checkpoint, facility, vessel] = built.ids.hand as [string, string, string];
    return { facility, vessel, checkpoint, state: moved(built.state, [[checkpoint, Z.atop('L1')], [facility, Z.space(where)]]) };
  };
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  it('applies: a Klingon ship reported to the Klingon outpost there — one card drawn, the once-each-turn use recorded', () => {
    const built = scene({ missions: ['Assemble Fleet', 'Excavation'], hand: ['Border Checkpoint'] });
    expect(offered(built.state, built.ids.hand[0]!).map((o) => o.target)).toEqual(['L1']);
    const { facility, vessel, state } = given('Klingon', 'Klingon Outpost');
    const after = run(state, [report(vessel, facility)]);
    expect(ofType(after.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 1]]);
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toContain('Border Checkpoint (when you play, this turn)');
  });
  it('does not apply: a Federation ship reported there, or a Klingon ship reported at another location — nothing drawn', () => {
    const fed = given('Federation', 'Federation Outpost');
    expect(ofType(run(fed.state, [report(fed.vessel, fed.facility)]).events, 'CardsDrawn')).toEqual([]);
    const elsewhere = given('Klingon', 'Klingon Outpost', 'L2');
    expect(ofType(run(elsewhere.state, [report(elsewhere.vessel, elsewhere.facility)]).events, 'CardsDrawn')).toEqual([]);
  });
});

describe('132_024 Getting Under Your Skin: played with three Romulans of yours in play; once each turn, when you play an event onto your table, the opponent reveals their top card — a personnel scores you 5', () => {
  const given = (romulans: number, top: string) => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: Array.from({ length: romulans }, () => ({ skills: 'OFFICER', affiliation: 'Romulan' })),
      hand: ['Getting Under Your Skin', 'Heisenberg Compensators'],
      opponentHand: [top],
    });
    const [skin, heisenberg] = built.ids.hand as [string, string];
    const topCard = built.ids.opponentHand[0]!;
    const state = evolveAll([{ type: 'CardMoved', card: topCard, from: Z.hand('p2'), to: Z.draw('p2'), index: 0, faceUp: false, reason: 'test: top of the deck' } as GameEvent], built.state);
    return { skin, heisenberg, topCard, state };
  };
  it('applies: on the table, an event played — the top card of the opponent (a personnel) is shown to both players and 5 points are scored', () => {
    const { skin, heisenberg, topCard, state } = given(3, 'Tasha Yar');
    expect(refused(state, play(skin))).toBeNull();
    const after = run(moved(state, [[skin, Z.table('p1')]]), [play(heisenberg)]);
    expect(ofType(after.events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [topCard]], ['p2', [topCard]]]);
    expect(ofType(after.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 5, source: skin })]);
  });
  it('does not apply: the top card is no personnel — no points; with two Romulans only, it may not be played', () => {
    const { skin, heisenberg, state } = given(3, 'Heisenberg Compensators');
    expect(ofType(run(moved(state, [[skin, Z.table('p1')]]), [play(heisenberg)]).events, 'PointsScored')).toEqual([]);
    const few = given(2, 'Tasha Yar');
    expect(refused(few.state, play(few.skin))).toBe('PLAY_CONDITION');
  });
});

describe('200_009 Revolutionaries: your dissidents may initiate battle against their own affiliation; OR (mode 1) it downloads two universal dissidents as one download', () => {
  const battle = (withEvent: boolean, extra: { skills: string; affiliation: string; ch?: string[] }[] = []) => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'OFFICER Leadership', affiliation: 'Cardassian', ch: ['Dissident'] }, { skills: 'SECURITY', affiliation: 'Cardassian', ch: ['Dissident'] }, ...extra],
      hand: ['Revolutionaries'],
      opponentHand: [{ skills: 'OFFICER', affiliation: 'Cardassian' }],
    });
    const moves: [string, string][] = [[built.ids.opponentHand[0]!, Z.surface('L1')]];
    if (withEvent) moves.push([built.ids.hand[0]!, Z.table('p1')]);
    return moved(built.state, moves);
  };
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  it('applies: on the table, a Cardassian force of dissidents may attack Cardassians', () => {
    expect(refused(battle(true), attack)).toBeNull();
  });
  it('does not apply: without it, or with a non-dissident Cardassian in the force — the affiliation attack restriction holds', () => {
    expect(refused(battle(false), attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect(refused(battle(true, [{ skills: 'ENGINEER', affiliation: 'Cardassian' }]), attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
  it('applies (mode 1): two universal dissidents in the deck report to the Cardassian outpost; with one only, mode 1 is not offered', () => {
    const { hand, deck, space, state } = table({ missions: ['Excavation'], hand: ['Revolutionaries'], deck: ['Ari', 'Hogue'], space: ['Cardassian Outpost'] });
    const target = `${deck[0]}>${space[0]}+${deck[1]}>${space[0]}`;
    expect(offered(state, hand[0]!)).toContainEqual({ target, mode: 1 });
    const after = run(state, [play(hand[0]!, { target, mode: 1 })]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [deck[0], Z.aboard(space[0]!)],
      [deck[1], Z.aboard(space[0]!)],
    ]);
    const one = table({ missions: ['Excavation'], hand: ['Revolutionaries'], deck: ['Ari', 'Tasha Yar'], space: ['Cardassian Outpost'] });
    expect(offered(one.state, one.hand[0]!).filter((o) => o.mode === 1)).toEqual([]);
  });
});

describe('124_019 Cranial Transceiver Implant: on a [Com] Borg, once each turn its owner may download a [BO] objective OR discard an objective of theirs in play', () => {
  const given = (drone: string) => {
    const { built, hand, deck, state } = table({ missions: ['Excavation'], awayTeam: [drone], hand: ['Cranial Transceiver Implant', 'Assimilate Planet'], deck: ['Assimilate Counterpart'] });
    const [implant, current] = hand as [string, string];
    const host = built.ids.awayTeam[0]!;
    const placed = run(moved(state, [[current, Z.table('p1')]]), [play(implant, { target: host })]).state;
    return { implant, current, objective: deck[0]!, state: placed };
  };
  it('applies: on Eleven of Nineteen ([Com]) — the objective is downloaded; discarding the current one too that turn is refused (one OR the other); or the current one is discarded', () => {
    const { implant, current, objective, state } = given('Eleven of Nineteen');
    expect(activations(state, implant)).toEqual(expect.arrayContaining([activate(implant, 'download-objective', objective), activate(implant, 'discard-objective', current)]));
    const downloaded = run(state, [activate(implant, 'download-objective', objective)]);
    expect(ofType(downloaded.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: objective, to: Z.table('p1') })]);
    expect(refused(downloaded.state, activate(implant, 'discard-objective', current))).toBe('ONCE_PER_TURN');
    const discarded = run(state, [activate(implant, 'discard-objective', current)]);
    expect(discarded.state.cards[current]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: on Eight of Nineteen ([Def], no [Com]) — neither is offered; refused by its condition', () => {
    const { implant, current, objective, state } = given('Eight of Nineteen');
    expect(activations(state, implant)).toEqual([]);
    expect(refused(state, activate(implant, 'download-objective', objective))).toBe('ABILITY_CONDITION');
    expect(refused(state, activate(implant, 'discard-objective', current))).toBe('ABILITY_CONDITION');
  });
});

describe('112_069 Reaction Control Thrusters: OR (mode 1, for free) your space facility with ENGINEER x2 of yours aboard moves to the next location in its region', () => {
  const given = (engineers: number, region?: string) => {
    const crewSpecs = Array.from({ length: engineers }, () => ({ skills: 'ENGINEER' }));
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision', 'Relief Mission'], ...(region ? { region } : {}), hand: ['Reaction Control Thrusters', 'Federation Outpost', ...crewSpecs] });
    const [thrusters, outpost, ...crew] = built.ids.hand as [string, string, ...string[]];
    const state = moved(built.state, [[outpost, Z.space('L2')], ...crew.map((iid) => [iid, Z.aboard(outpost)] as [string, string])]);
    return { thrusters, outpost, state };
  };
  it('applies: ENGINEER x2 aboard, three missions in a region — both neighbours offered; played for free, the outpost moves to L3', () => {
    const { thrusters, outpost, state } = given(2, 'Test Region');
    expect(offered(state, thrusters).filter((o) => o.mode === 1).map((o) => o.target)).toEqual([`${outpost}>L1`, `${outpost}>L3`]);
    const after = run(state, [play(thrusters, { target: `${outpost}>L3`, mode: 1 })]);
    expect(ofType(after.events, 'CardPlayed')[0]).toMatchObject({ normalCardPlay: false });
    expect(after.state.cards[outpost]!.zone).toBe(Z.space('L3'));
  });
  it('does not apply: ENGINEER x1 aboard, or missions in no region — no target for mode 1', () => {
    const one = given(1, 'Test Region');
    expect(offered(one.state, one.thrusters).filter((o) => o.mode === 1)).toEqual([]);
    const plain = given(2);
    expect(offered(plain.state, plain.thrusters).filter((o) => o.mode === 1)).toEqual([]);
    expect(refused(plain.state, play(plain.thrusters, { target: `${plain.outpost}>L3`, mode: 1 }))).toBe('INVALID_TARGET');
  });
});

describe('124_018 Alas, Poor Drone: once each turn, discard a [Com] or [Def] drone from hand or in play to draw one — two when it was present with your Borg Queen', () => {
  const given = (team: string[]) => {
    const { built, hand, deck, state } = table({ missions: ['Excavation'], awayTeam: team, hand: ['Alas, Poor Drone', 'Eleven of Nineteen', 'Weld Ram', 'Third of Five'], deck: ['Data', 'Tasha Yar', 'Neela'] });
    const [event, eleven, weld, third] = hand as [string, string, string, string];
    return { event, eleven, weld, third, team: built.ids.awayTeam, deck, state: moved(state, [[event, Z.table('p1')]]) };
  };
  const drawn = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').flatMap((e) => e.cards);
  it('applies: a [Com] drone from hand — discarded, one card drawn, the in-play use then refused that turn; a [Def] drone in play with the Borg Queen — two drawn', () => {
    const { event, eleven, team, deck, state } = given(['Eight of Nineteen', 'Borg Queen']);
    const fromHand = run(state, [activate(event, 'from-hand', eleven)]);
    expect(fromHand.state.cards[eleven]!.zone).toBe(Z.discard('p1'));
    expect(drawn(fromHand.events)).toEqual(deck.slice(0, 1));
    expect(refused(fromHand.state, activate(event, 'from-play', team[0]!))).toBe('ONCE_PER_TURN');
    const fromPlay = run(state, [activate(event, 'from-play', team[0]!)]);
    expect(fromPlay.state.cards[team[0]!]!.zone).toBe(Z.discard('p1'));
    expect(drawn(fromPlay.events)).toEqual(deck.slice(0, 2));
  });
  it('does not apply: without the Borg Queen one card only; Weld Ram (no drone) or Third of Five ([Nav] only) are no valid discards', () => {
    const { event, weld, third, team, deck, state } = given(['Eight of Nineteen']);
    expect(drawn(run(state, [activate(event, 'from-play', team[0]!)]).events)).toEqual(deck.slice(0, 1));
    expect(refused(state, activate(event, 'from-hand', weld))).toBe('INVALID_TARGET');
    expect(refused(state, activate(event, 'from-hand', third))).toBe('INVALID_TARGET');
  });
});

describe('128_002 Revisionist History: once each turn, three times a game, discard a card from hand to take an [AU] event from your discard pile into hand', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Revisionist History', 'Weld Ram', 'Tasha Yar', 'Rishon Uxbridge', 'Heisenberg Compensators'] });
    const [event, weld, tasha, rishon, heisenberg] = built.ids.hand as [string, string, string, string, string];
    return { event, weld, tasha, rishon, heisenberg, state: moved(built.state, [[event, Z.table('p1')], [rishon, Z.discard('p1')], [heisenberg, Z.discard('p1')]]) };
  };
  it('applies: Weld Ram discarded, Rishon Uxbridge ([AU] event) taken into hand; a second use the same turn is refused', () => {
    const { event, weld, tasha, rishon, state } = given();
    expect(activations(state, event)).toContainEqual(activate(event, 'search', `${weld}>${rishon}`));
    const after = run(state, [activate(event, 'search', `${weld}>${rishon}`)]);
    expect([after.state.cards[weld]!.zone, after.state.cards[rishon]!.zone]).toEqual([Z.discard('p1'), Z.hand('p1')]);
    expect(refused(after.state, activate(event, 'search', `${tasha}>${weld}`))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: a non-[AU] event in the discard pile is no target (Heisenberg Compensators)', () => {
    const { event, weld, heisenberg, state } = given();
    expect(activations(state, event).map((cmd) => (cmd as { target?: string }).target).some((target) => target?.endsWith(`>${heisenberg}`))).toBe(false);
    expect(refused(state, activate(event, 'search', `${weld}>${heisenberg}`))).toBe('INVALID_TARGET');
  });
});

describe("103_041 Klim Dokachin: the opponent of its owner loses their end-of-turn card draw in a turn they played a unique personnel", () => {
  const given = (klimOwner: PlayerId, personnel: string | { skills: string; universal: true }) => {
    const built = scene({ missions: ['Excavation'], hand: [personnel, 'Federation Outpost'], ...(klimOwner === 'p2' ? { opponentHand: ['Klim Dokachin'] } : {}) });
    const [person, outpost] = built.ids.hand as [string, string];
    const klim = klimOwner === 'p2' ? built.ids.opponentHand[0]! : undefined;
    const state = moved(built.state, [[outpost, Z.space('L1')], ...(klim ? ([[klim, Z.table('p2')]] as [string, string][]) : [])]);
    const reported = run(state, [{ type: 'ReportForDuty', actor: 'p1', card: person, facility: outpost }]).state;
    const ended = when(reported, { type: 'EndTurn', actor: 'p1' });
    if ('violation' in ended) throw new Error(ended.violation.message);
    return ended.events;
  };
  it("applies: on p2's table, p1 reports Tasha Yar (unique) — p1's end-of-turn draw is skipped", () => {
    const events = given('p2', 'Tasha Yar');
    expect(ofType(events, 'CardsDrawn')).toEqual([]);
    expect(ofType(events, 'DrawSkipped')).toEqual([expect.objectContaining({ player: 'p1', reason: 'no-draws-this-turn' })]);
  });
  it("does not apply: a universal personnel reported, or Klim Dokachin on the reporting player's own table — the draw happens", () => {
    expect(ofType(given('p2', { skills: 'OFFICER', universal: true }), 'CardsDrawn').map((e) => e.reason)).toEqual(['end-of-turn']);
    expect(ofType(given('p1', 'Tasha Yar'), 'CardsDrawn').map((e) => e.reason)).toEqual(['end-of-turn']);
  });
});

describe('244_007 Versatile Vessel: Applied Science: on your Nebula- or Science-class ship or scout ship; the skill selected once each turn is the ship\'s until selected again', () => {
  const given = (vessel: Parameters<typeof scene>[0]['ship']) => {
    const built = scene({ missions: ['Excavation'], ship: vessel, crew: [{ skills: 'OFFICER' }], hand: ['Versatile Vessel: Applied Science'] });
    return { event: built.ids.hand[0]!, shipId: built.ids.ship!, state: built.state };
  };
  it('applies: on the U.S.S. Nebula, Geology selected — the ship has Geology (read as a crew member\'s); selecting Astrophysics next turn replaces it', () => {
    const { event, shipId, state } = given(realCard('U.S.S. Nebula'));
    const placed = run(state, [play(event, { target: shipId })]).state;
    expect(skillLevel(memberOf(placed, shipId), 'Geology')).toBe(0);
    const selected = run(placed, [{ type: 'UseCard', actor: 'p1', card: event, option: 'Geology' }]).state;
    expect(skillLevel(memberOf(selected, shipId), 'Geology')).toBe(1);
    const next = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], selected);
    const again = run(next, [{ type: 'UseCard', actor: 'p1', card: event, option: 'Astrophysics' }]).state;
    expect([skillLevel(memberOf(again, shipId), 'Geology'), skillLevel(memberOf(again, shipId), 'Astrophysics')]).toEqual([0, 1]);
  });
  it('does not apply: a ship of another class is no target', () => {
    const { event, shipId, state } = given(ship());
    expect(offered(state, event)).toEqual([]);
    expect(refused(state, play(event, { target: shipId }))).toBe('INVALID_TARGET');
  });
});

describe('152_014 Assassination Plot: name a skill for your assassin — one opposing personnel present with it having the skill (random) is killed; the assassin returns to hand', () => {
  const given = (victims: { skills: string }[]) => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Neela'], hand: ['Assassination Plot'], opponentHand: victims });
    const state = moved(built.state, built.ids.opponentHand.map((iid) => [iid, Z.surface('L1')] as [string, string]));
    return { event: built.ids.hand[0]!, neela: built.ids.awayTeam[0]!, victims: built.ids.opponentHand, state };
  };
  it('applies: Neela names Geology — the only opposing Geology personnel present is killed, Neela goes back to hand', () => {
    const { event, neela, victims, state } = given([{ skills: 'SCIENCE Geology' }, { skills: 'OFFICER' }]);
    expect(offered(state, event).map((o) => o.target)).toEqual([`${neela}>Geology`]);
    const after = run(state, [play(event, { target: `${neela}>Geology` })]);
    expect(ofType(after.events, 'RandomCardsSelected')).toEqual([expect.objectContaining({ candidates: [victims[0]], outcome: [victims[0]] })]);
    expect(after.state.cards[victims[0]!]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[victims[1]!]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[neela]!.zone).toBe(Z.hand('p1'));
  });
  it('does not apply: no opposing personnel present — no target; a personnel who is no assassin is no target either', () => {
    const alone = given([]);
    expect(offered(alone.state, alone.event)).toEqual([]);
    const other = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Assassination Plot'], opponentHand: [{ skills: 'SCIENCE Geology' }] });
    const state = moved(other.state, [[other.ids.opponentHand[0]!, Z.surface('L1')]]);
    expect(offered(state, other.ids.hand[0]!)).toEqual([]);
    expect(refused(state, play(other.ids.hand[0]!, { target: `${other.ids.awayTeam[0]}>Geology` }))).toBe('INVALID_TARGET');
  });
});

describe('114_001 We Are the Borg (partly): downloads two [Def] drones as one download; OR it plays on the table (its table text is manual)', () => {
  it('applies: two [Def] drones in the deck report to the Borg outpost; the event is discarded', () => {
    const { hand, deck, space, state } = table({ missions: ['Excavation'], quadrant: 'Delta', hand: ['We Are the Borg'], deck: ['Eight of Nineteen', 'Four of Eleven'], space: ['Borg Outpost'] });
    const target = `${deck[0]}>${space[0]}+${deck[1]}>${space[0]}`;
    expect(offered(state, hand[0]!)).toContainEqual({ target, mode: 1 });
    const after = run(state, [play(hand[0]!, { target, mode: 1 })]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([deck[0], deck[1]]);
    expect(after.state.cards[hand[0]!]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: one [Def] drone only — the download (mode 1) is not offered; the table mode (0) still is, and the card stays on the table', () => {
    const { hand, state } = table({ missions: ['Excavation'], quadrant: 'Delta', hand: ['We Are the Borg'], deck: ['Eight of Nineteen', 'Eleven of Nineteen'], space: ['Borg Outpost'] });
    expect(offered(state, hand[0]!).map((o) => o.mode)).not.toContain(1);
    expect(offered(state, hand[0]!)).not.toEqual([]);
    expect(run(state, [play(hand[0]!, { mode: 0 })]).state.cards[hand[0]!]!.zone).toBe(Z.table('p1'));
  });
});

describe('184_015 Habit of Disappearing: at the end of every turn its owner places the top three cards of their deck out of play (one with three [AU][TE] personnel in play), then draws a card', () => {
  const given = (team: string[]) => {
    const { hand, deck, state } = table({ missions: ['Excavation'], awayTeam: team, hand: ['Habit of Disappearing'], deck: ['Data', 'Tasha Yar', 'Neela', 'Leck', 'Weld Ram'] });
    const ended = when(moved(state, [[hand[0]!, Z.table('p1')]]), { type: 'EndTurn', actor: 'p1' });
    if ('violation' in ended) throw new Error(ended.violation.message);
    return { deck, events: ended.events };
  };
  const outOfPlay = (events: readonly GameEvent[]) => ofType(events, 'CardMoved').filter((e) => e.to === Z.out('p1')).map((e) => e.card);
  it('applies: three [AU][TE] MACOs in play — one card out of play, then a card drawn (before the end-of-turn draw)', () => {
    const { deck, events } = given(['Corporal Scott', 'Private Brown', 'Private Palmer']);
    expect(outOfPlay(events)).toEqual(deck.slice(0, 1));
    expect(ofType(events, 'CardsDrawn').map((e) => e.cards)).toEqual([[deck[1]], [deck[2]]]);
  });
  it('does not apply (the lighter case): two [AU][TE] personnel only — three cards out of play', () => {
    const { deck, events } = given(['Corporal Scott', 'Private Brown']);
    expect(outOfPlay(events)).toEqual(deck.slice(0, 3));
  });
});

describe('241_007 Personal Demons: while your Shinzon is aboard your Scimitar, you score 1 point for each Federation or Romulan non-Reman personnel killed', () => {
  const given = (crew: string[]) => {
    const built = scene({
      missions: ['Excavation'],
      ship: realCard('Scimitar (Chain of Command)'),
      crew,
      awayTeam: [{ skills: 'OFFICER', affiliation: 'Federation' }, { skills: 'SECURITY', affiliation: 'Romulan', ch: ['Reman'] }],
      hand: ['Personal Demons'],
    });
    return { team: built.ids.awayTeam, state: moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]) };
  };
  const points = (ctx: { events: readonly GameEvent[] }) => ofType(ctx.events as GameEvent[], 'PointsScored').map((e) => [e.player, e.points]);
  it('applies: Shinzon aboard the Scimitar — a Federation personnel killed scores 1', () => {
    const { team, state } = given(['Shinzon (Chain of Command)']);
    expect(points(killedBy(state, team[0]!, 'battle'))).toEqual([['p1', 1]]);
  });
  it('does not apply: a Reman killed scores nothing; without Shinzon aboard, nothing either', () => {
    const { team, state } = given(['Shinzon (Chain of Command)']);
    expect(points(killedBy(state, team[1]!, 'battle'))).toEqual([]);
    const without = given([]);
    expect(points(killedBy(without.state, without.team[0]!, 'battle'))).toEqual([]);
  });
});
