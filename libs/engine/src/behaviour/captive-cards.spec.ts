/**
 * Captive cards finished with the later mechanisms (issue 15, captives-2): cards entering play by expansion
 * (when-cards-played.ts › `releases`), the opponent's reply after Interrogation (choose-cards).
 *   1E rulebook › PLAYING "FOR FREE"; CAPTURE; THE CARDS (expansion icons: the Fajo Collection).
 * (Awaiting Trial's free play is tested in free-play-counts.spec.ts.)
 * given (a scene at L1) / when (PlayCard, ReportForDuty) / then (CardPlayed, CardsDrawn).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, scene } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { playCard } from '../testing/commands';


describe("116_024 Fajo's Gallery (one card each time a [Fajo] collection card of yours or your Mona Lisa enters play)", () => {
  function table(personnel: string | Card) {
    const built = scene({ missions: ['Excavation'], hand: ["Fajo's Gallery", 'Federation Outpost', personnel] });
    const [gallery, outpost, card] = built.ids.hand as [string, string, string];
    return { state: moved(built.state, [[gallery, Z.table('p1')], [outpost, Z.space('L1')]]), outpost, card };
  }
  const drawnBy = (events: readonly { type: string }[]) => ofType(events as never, 'CardsDrawn').filter((e) => e.player === 'p1').reduce((n, e) => n + e.cards.length, 0);
  it('reporting the [Fajo] Miles O’Brien draws one card', () => {
    const { state, outpost, card } = table('108_009');
    const reported = accepted(state, { type: 'ReportForDuty', actor: 'p1', card, facility: outpost });
    expect(reported.state.cards[card]!.zone).toBe(Z.aboard(outpost));
    expect(drawnBy(reported.events)).toBe(1);
  });
  it('reporting a personnel of another expansion draws nothing', () => {
    const { state, outpost, card } = table(person({ affiliation: 'Federation', skills: 'ENGINEER' }));
    const reported = accepted(state, { type: 'ReportForDuty', actor: 'p1', card, facility: outpost });
    expect(reported.state.cards[card]!.zone).toBe(Z.aboard(outpost));
    expect(drawnBy(reported.events)).toBe(0);
  });
});

/** The state with `card` captured by `captor` and held at `place` (a set-up fact). */
function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

describe('103_039 Interrogation (on your captive; once each turn per copy the opponent answers: 10 points and the captive released where the opponent chooses, or 1 point)', () => {
  const ask = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'ask' });
  const answer = (chosen: string[]): Command => ({ type: 'MakeChoice', actor: 'p2', chosen });
  function table(extras: (string | Card)[] = []) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY' }, ...extras], hand: ['Interrogation', 'Interrogation', 'Extracted Confessions', 'Extracted Confessions'], opponentHand: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }] });
    const [card, second, ...confessions] = built.ids.hand as [string, string, string, string];
    const [foe, free] = built.ids.opponentHand as [string, string];
    const onTable = extras.length > 0 ? confessions.map((iid): [string, string] => [iid, Z.table('p1')]) : [];
    const state = held(moved(built.state, [[foe, Z.surface('L1')], [free, Z.surface('L1')], ...onTable]), foe, 'p1', 'L1');
    const played = accepted(state, playCard(card, foe));
    return { state: played.state, card, second, foe, free };
  }
  const scored = (events: readonly { type: string }[]) => ofType(events as never, 'PointsScored').map((e) => [e.player, e.points, e.bonus]);

  it('lies on your captive; the opponent is asked, and giving in scores you 10 and frees the captive (the card is discarded)', () => {
    const { state, card, foe } = table();
    expect(state.cards[card]!.zone).toBe(Z.on(foe));
    const asked = accepted(state, ask(card));
    expect(asked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: [foe], min: 0, max: 1 }));
    expect(legalCommands(asked.state, 'p2')).toEqual(expect.arrayContaining([answer([]), answer([foe])]));
    const after = accepted(asked.state, answer([foe]));
    expect(scored(after.events)).toEqual([['p1', 10, true]]);
    expect(after.state.cards[foe]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('refusing scores you 1, the captive stays held; the same copy asks no more this turn', () => {
    const { state, card, foe } = table();
    const after = run(state, [ask(card), answer([])]);
    expect(scored(after.events)).toEqual([['p1', 1, true]]);
    expect(after.state.cards[foe]!.zone).toBe(Z.held('p1', 'L1'));
    expect(refused(after.state, ask(card))).toBeTruthy();
  });
  it('245_005 Extracted Confessions: two copies on your table and the Non-Aligned Madred in play add three points to each score', () => {
    const refusing = table(['Madred']);
    expect(scored(run(refusing.state, [ask(refusing.card), answer([])]).events)).toEqual([['p1', 4, true]]);
    const giving = table(['Madred']);
    expect(scored(run(giving.state, [ask(giving.card), answer([giving.foe])]).events)).toEqual([['p1', 13, true]]);
  });
  it('giving in with a ship of theirs in play as well as the planet: the opponent chooses where the captive goes (their ship)', () => {
    const built = scene({ missions: ['Excavation', 'Plunder Site'], awayTeam: [{ skills: 'SECURITY' }], hand: ['Interrogation'], opponentHand: [{ skills: 'OFFICER' }, 'Federation Outpost'] });
    const [card] = built.ids.hand as [string];
    const [foe, outpost] = built.ids.opponentHand as [string, string];
    const state = held(moved(built.state, [[foe, Z.surface('L1')], [outpost, Z.space('L2')]]), foe, 'p1', 'L1');
    const asked = accepted(accepted(state, playCard(card, foe)).state, ask(card));
    const gave = accepted(asked.state, answer([foe]));
    expect(gave.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', min: 1, max: 1 }));
    const options = gave.state.pendingChoice!.options;
    expect(options).toEqual(expect.arrayContaining([outpost, built.ids.missions[0], built.ids.missions[1]]));
    expect(options).toHaveLength(3);
    const placed = accepted(gave.state, answer([outpost]));
    expect(placed.state.cards[foe]!.zone).toBe(Z.aboard(outpost));
    expect(placed.state.cards[card]!.zone).toBe(Z.discard('p1'));
    // or a planet: the surface of the chosen mission's location
    const planet = accepted(gave.state, answer([built.ids.missions[1]!]));
    expect(planet.state.cards[foe]!.zone).toBe(Z.surface('L2'));
  });
  it('limit one per captive; a personnel who is not your captive is no target', () => {
    const { state, second, foe, free } = table();
    expect(refused(state, playCard(second, foe))).toBe('INVALID_TARGET');
    expect(refused(state, playCard(second, free))).toBe('INVALID_TARGET');
  });
});

describe('132_025 Prison Compound (with three Cardassians of yours in play: a point per skill dot on your captives)', () => {
  function table(cardassians: number, captives: boolean) {
    const team = Array.from({ length: cardassians }, () => person({ affiliation: 'Cardassian', skills: 'SECURITY' }));
    const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['Prison Compound'], opponentHand: [{ skills: 'OFFICER Diplomacy Law' }, { skills: 'ENGINEER Physics' }] });
    const card = built.ids.hand[0]!;
    const [a, b] = built.ids.opponentHand as [string, string];
    let state = moved(built.state, [[a, Z.surface('L1')], [b, Z.surface('L1')]]);
    if (captives) state = held(held(state, a, 'p1', 'L1'), b, 'p1', 'L1');
    return { state, card };
  }
  const scored = (events: readonly { type: string }[]) => ofType(events as never, 'PointsScored').map((e) => [e.player, e.points, e.bonus]);
  // (the test personnel's first word is its classification, not a skill-box entry: Diplomacy, Law, Physics are the dots)
  it('two captives with three skill dots in all: 3 bonus points; the event is discarded', () => {
    const { state, card } = table(3, true);
    const played = accepted(state, playCard(card));
    expect(scored(played.events)).toEqual([['p1', 3, true]]);
    expect(played.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('no captive: nothing scored; with two Cardassians it cannot be played', () => {
    const none = table(3, false);
    expect(scored(accepted(none.state, playCard(none.card)).events)).toEqual([]);
    const few = table(2, true);
    expect(refused(few.state, playCard(few.card))).toBe('PLAY_CONDITION');
  });
});

describe('116_029 Captured (or with more hand weapons present than the opponent)', () => {
  function table(weapons: string[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], equipment: weapons, hand: ['Captured'], opponentHand: [{ skills: 'SECURITY' }] });
    const incident = built.ids.hand[0]!;
    const foe = built.ids.opponentHand[0]!;
    return { state: moved(built.state, [[incident, Z.table('p1')], [foe, Z.surface('L1')]]), incident, foe, team: built.ids.awayTeam[0]! };
  }
  const capture = (incident: string, team: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: incident, ability: 'capture', target: team });
  it('less SECURITY but a hand weapon against none: the opposing personnel present is captured', () => {
    const { state, incident, foe, team } = table(['Klingon Disruptor']);
    const after = accepted(state, capture(incident, team));
    expect(after.state.cards[foe]!.zone).toBe(Z.held('p1', 'L1'));
  });
  it('with less SECURITY and no hand weapon the team is no target', () => {
    const { state, incident, team } = table([]);
    expect(refused(state, capture(incident, team))).not.toBeNull();
  });
});

describe('245_005 Extracted Confessions (your [TNG] guls gain the regular skills of your captives under your Torture, at their highest levels)', () => {
  // 1E rulebook › CAPTURE (a captive's printed skills); MISCELLANEOUS RULES › THE CUMULATIVE RULE (one copy counts).
  const level = (state: GameState, iid: string, skill: string) => skillLevel(memberOf(state, iid), skill);
  function table(options: { confessions?: number; torture?: boolean } = {}) {
    const untitledGul = person({ affiliation: 'Cardassian', skills: 'OFFICER', ch: ['Cardassian', 'Gul'] });
    const built = scene({
      missions: ['Excavation'],
      awayTeam: ['Gul Madred', { skills: 'SECURITY', ch: ['Cardassian'] }, untitledGul],
      hand: ['Extracted Confessions', 'Extracted Confessions', 'Torture', 'Torture'],
      opponentHand: [{ skills: 'SCIENCE Astrophysics x2 Diplomacy' }, { skills: 'MEDICAL Biology Astrophysics x3' }],
    });
    const [gul, plain, other] = built.ids.awayTeam as [string, string, string];
    const [first, second, torture, secondTorture] = built.ids.hand as [string, string, string, string];
    const [tortured, untouched] = built.ids.opponentHand as [string, string];
    const confessions = [first, second].slice(0, options.confessions ?? 1).map((iid): [string, string] => [iid, Z.table('p1')]);
    let state = moved(built.state, [[tortured, Z.surface('L1')], [untouched, Z.surface('L1')]]);
    state = held(held(state, tortured, 'p1', 'L1'), untouched, 'p1', 'L1');
    state = moved(state, [...confessions, ...(options.torture === false ? [] : ([[torture, Z.on(tortured)]] as [string, string][]))]);
    return { state, gul, plain, other, tortured, untouched, secondTorture };
  }

  it('applies: Gul Madred gains the tortured captive’s regular skills at its levels (Astrophysics ×2, Diplomacy); the captive without Torture lends nothing', () => {
    const { state, gul } = table();
    expect(level(state, gul, 'Astrophysics')).toBe(2);
    expect(level(state, gul, 'Diplomacy')).toBe(1);
    expect(level(state, gul, 'Biology')).toBe(0);
    expect(level(state, gul, 'SECURITY')).toBe(1);
  });
  it('applies at the highest level: a second tortured captive with Astrophysics ×3 raises it to 3 (not 5); a second copy of the event adds nothing', () => {
    const { state, gul, untouched, secondTorture } = table({ confessions: 2 });
    const both = moved(state, [[secondTorture, Z.on(untouched)]]);
    expect(level(both, gul, 'Astrophysics')).toBe(3);
    expect(level(both, gul, 'Biology')).toBe(1);
    expect(level(both, gul, 'Diplomacy')).toBe(1);
  });
  it('does not apply: to a non-gul, to a gul without the [TNG] icon, without the event on your table, or with no Torture on the captive', () => {
    const { state, plain, other, gul } = table();
    expect(level(state, plain, 'Astrophysics')).toBe(0);
    expect(level(state, other, 'Astrophysics')).toBe(0);
    expect(level(table({ confessions: 0 }).state, gul, 'Astrophysics')).toBe(0);
    expect(level(table({ torture: false }).state, gul, 'Astrophysics')).toBe(0);
  });
});
