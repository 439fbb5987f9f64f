/**
 * Issue 15 (helper incidents-e): incidents that put cards of the discard pile back on the draw deck in
 * exchange for a card from hand (behaviour/deck-recursion.ts), used with `ActivateCard`.
 *   1E rulebook › THE PLAY PHASE (actions permitted by cards on the table); PLAYING A CARD › YOUR NORMAL
 *   CARD PLAY ("in place of your normal card play"); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
 *   LIMITS ("once each turn").
 * given (a play-phase scene; cards moved to the table, the discard pile) / when (PlayCard, ActivateCard)
 * / then (where the cards are, the draw deck's top, the refusals).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { Ctx } from '../context';
import { downloadCard } from './downloads';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { activate } from '../testing/commands';

const offers = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'ActivateCard' && cmd.card === card)
    .map((cmd) => (cmd as { target?: string }).target);
const top = (state: GameState, n: number) => cardsIn(state, Z.draw('p1')).slice(0, n);
const bajoran = (title: string): PersonSpec => ({ title, affiliation: 'Bajoran', skills: 'OFFICER' });

describe('138_015 For the Sisko: with three [Baj] personnel in play; in place of your normal card play, a non-personnel card from hand for two [Baj] personnel from the discard pile on top of the draw deck', () => {
  const given = (inPlay: number) => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: Array.from({ length: inPlay }, (_, n) => bajoran(`Bajoran ${n + 1}`)),
      hand: ['For the Sisko', 'Tricorder', bajoran('Kira A'), bajoran('Kira B'), { title: 'Starfleet Ensign', affiliation: 'Federation', skills: 'OFFICER' }, bajoran('Kira C')],
    });
    const [incident, tricorder, kiraA, kiraB, ensign, kiraC] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(built.state, [[kiraA, Z.discard('p1')], [kiraB, Z.discard('p1')], [ensign, Z.discard('p1')]]);
    return { state, incident, tricorder, kiraA, kiraB, ensign, kiraC };
  };
  it('applies: played with three Bajorans in play; on the table, the Tricorder goes to the discard pile and both Bajorans on top of the deck, the card play spent', () => {
    const { state, incident, tricorder, kiraA, kiraB } = given(3);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: incident })).toBeNull();
    const onTable = moved(state, [[incident, Z.table('p1')]]);
    expect(offers(onTable, incident)).toEqual([`${tricorder}>${kiraA}+${kiraB}`]);
    const after = run(onTable, [activate(incident, 'recall', `${tricorder}>${kiraB}+${kiraA}`)]);
    expect(after.state.cards[tricorder]!.zone).toBe(Z.discard('p1'));
    expect(top(after.state, 2)).toEqual([kiraB, kiraA]);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'NormalCardPlaySpent', player: 'p1', source: incident }));
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: with two Bajorans in play it may not be played; a Federation personnel or one card is no target; a personnel is no payment; once the card play is gone, no use', () => {
    expect(refused(given(2).state, { type: 'PlayCard', actor: 'p1', card: given(2).incident })).not.toBeNull();
    const { state, incident, tricorder, kiraA, kiraB, ensign, kiraC } = given(3);
    const onTable = moved(state, [[incident, Z.table('p1')]]);
    expect(refused(onTable, activate(incident, 'recall', `${tricorder}>${kiraA}+${ensign}`))).toBe('INVALID_TARGET');
    expect(refused(onTable, activate(incident, 'recall', `${tricorder}>${kiraA}`))).toBe('INVALID_TARGET');
    expect(refused(onTable, activate(incident, 'recall', `${kiraC}>${kiraA}+${kiraB}`))).toBe('INVALID_TARGET');
    const spent = evolveAll([{ type: 'NormalCardPlaySpent', player: 'p1', source: kiraC, rule: 'test' }], onTable);
    expect(spent.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(spent, activate(incident, 'recall', `${tricorder}>${kiraA}+${kiraB}`))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('152_022 Diplomatic Contact: on your non-[Bor] Diplomacy + Treachery personnel; once each turn, a non-personnel card from hand for a personnel from the discard pile on top of the deck; the same affiliation as the host discards it', () => {
  const given = () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [
        { title: 'Envoy', affiliation: 'Romulan', skills: 'V.I.P. Diplomacy Treachery' },
        { title: 'Honest Envoy', affiliation: 'Romulan', skills: 'V.I.P. Diplomacy' },
        { title: 'Borg Envoy', affiliation: 'Borg', skills: 'V.I.P. Diplomacy Treachery' },
      ],
      hand: ['Diplomatic Contact', 'Tricorder', 'Medical Kit', { title: 'Klingon Guest', affiliation: 'Klingon', skills: 'SECURITY' }, { title: 'Romulan Guest', affiliation: 'Romulan', skills: 'SECURITY' }],
    });
    const [envoy, honest, borg] = built.ids.awayTeam as [string, string, string];
    const [incident, tricorder, kit, klingon, romulan] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [[klingon, Z.discard('p1')], [romulan, Z.discard('p1')]]);
    return { state, envoy, honest, borg, incident, tricorder, kit, klingon, romulan };
  };
  it('applies: played on the envoy; a Klingon put on top of the deck leaves it in play (a second use this turn refused); a Romulan (the host\'s affiliation) discards it', () => {
    const { state, envoy, incident, tricorder, kit, klingon, romulan } = given();
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: incident, target: envoy }]).state;
    expect(played.cards[incident]!.zone).toBe(Z.on(envoy));
    const first = run(played, [activate(incident, 'contact', `${tricorder}>${klingon}`)]);
    expect([first.state.cards[tricorder]!.zone, top(first.state, 1)[0], first.state.cards[incident]!.zone]).toEqual([Z.discard('p1'), klingon, Z.on(envoy)]);
    expect(refused(first.state, activate(incident, 'contact', `${kit}>${romulan}`))).toBe('ONCE_PER_TURN');
    const second = run(played, [activate(incident, 'contact', `${kit}>${romulan}`)]);
    expect([top(second.state, 1)[0], second.state.cards[incident]!.zone]).toEqual([romulan, Z.discard('p1')]);
  });
  it('does not apply: no Treachery or a Borg is no host; a personnel from hand is no payment', () => {
    const { state, envoy, honest, borg, incident, tricorder, klingon, romulan } = given();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: incident, target: honest })).not.toBeNull();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: incident, target: borg })).not.toBeNull();
    const played = run(moved(state, [[klingon, Z.hand('p1')]]), [{ type: 'PlayCard', actor: 'p1', card: incident, target: envoy }]).state;
    expect(refused(played, activate(incident, 'contact', `${klingon}>${romulan}`))).toBe('INVALID_TARGET');
    expect(offers(played, incident)).toEqual([`${tricorder}>${romulan}`, expect.stringMatching(new RegExp(`>${romulan}$`))]);
  });
});

describe('152_021 Dig: with your non-[Bor] Archaeology personnel, one of three ways, then discarded', () => {
  const digPlay = (card: string, target: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, target, ...(mode !== undefined ? { mode } : {}) });
  const given = (team: readonly PersonSpec[]) => {
    const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['Dig', 'Tricorder', 'Medical Kit'] });
    const [dig, tricorder, kit] = built.ids.hand as [string, string, string];
    return { state: moved(built.state, [[kit, Z.discard('p1')]]), dig, tricorder, kit };
  };
  const digger: PersonSpec = { title: 'Digger', skills: 'SCIENCE Archaeology' };
  const expert: PersonSpec = { title: 'Expert Digger', skills: 'SCIENCE Archaeology x2' };
  it('applies, way 0: the Medical Kit goes beneath the draw deck and one card is drawn — two with an Archaeology x2 personnel present', () => {
    const { state, dig, kit } = given([digger]);
    const after = run(state, [digPlay(dig, kit, 0)]);
    const deck = cardsIn(after.state, Z.draw('p1'));
    expect(deck[deck.length - 1]).toBe(kit);
    expect(after.events.filter((event) => event.type === 'CardsDrawn').flatMap((event) => (event as { cards: readonly string[] }).cards)).toHaveLength(1);
    expect(after.state.cards[dig]!.zone).toBe(Z.discard('p1'));
    const two = given([digger, expert]);
    const drawn = run(two.state, [digPlay(two.dig, two.kit, 0)]).events.filter((event) => event.type === 'CardsDrawn').flatMap((event) => (event as { cards: readonly string[] }).cards);
    expect(drawn).toHaveLength(2);
  });
  it('applies, way 1: the top card of the deck is discarded, the Medical Kit goes on top; way 2: the Tricorder discarded for the Medical Kit into hand', () => {
    const { state, dig, kit, tricorder } = given([digger]);
    const oldTop = top(state, 1)[0]!;
    const one = run(state, [digPlay(dig, kit, 1)]).state;
    expect([one.cards[oldTop]!.zone, top(one, 1)[0]]).toEqual([Z.discard('p1'), kit]);
    const two = run(state, [digPlay(dig, `${tricorder}>${kit}`, 2)]).state;
    expect([two.cards[tricorder]!.zone, two.cards[kit]!.zone]).toEqual([Z.discard('p1'), Z.hand('p1')]);
  });
  it('does not apply: without an Archaeology personnel, or with only a Borg one, Dig may not be played in any way', () => {
    for (const team of [[{ title: 'Ensign', skills: 'OFFICER' }], [{ title: 'Drone', affiliation: 'Borg', skills: 'SCIENCE Archaeology' }]] as PersonSpec[][]) {
      const { state, dig, kit, tricorder } = given(team);
      expect(refused(state, digPlay(dig, kit, 0))).not.toBeNull();
      expect(refused(state, digPlay(dig, kit, 1))).not.toBeNull();
      expect(refused(state, digPlay(dig, `${tricorder}>${kit}`, 2))).not.toBeNull();
    }
  });
});

describe("195_010 IDIC: Courage of the V'Shar: two cards when you play (not download) a Vulcan espionage card; once each turn an Espionage card from hand beneath the deck for another Espionage card downloaded to hand", () => {
  const klingonMission = () => {
    const base = realCard('Excavation');
    return { ...base, id: 't_mission_klingon', title: 'Test Klingon planet', mission: { ...base.mission!, affiliationIcons: ['Klingon' as never] } };
  };
  const given = () => {
    const built = scene({
      missions: [klingonMission()],
      awayTeam: [{ title: 'Vulcan Envoy', affiliation: 'Vulcan', skills: 'OFFICER' }],
      hand: ["IDIC: Courage of the V'Shar", 'Espionage: Vulcan on Klingon', 'Espionage: Romulan on Klingon', 'Espionage: Vulcan on Starfleet', 'Espionage: Vulcan on Andorian', 'Tricorder'],
    });
    const [idic, vulcanSpy, romulanSpy, starfleetSpy, andorianSpy, tricorder] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(built.state, [[idic, Z.table('p1')], [starfleetSpy, Z.draw('p1')], [andorianSpy, Z.draw('p1')]]);
    return { state, idic, vulcanSpy, romulanSpy, starfleetSpy, andorianSpy, tricorder };
  };
  const drawnBy = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').flatMap((event) => event.cards);
  it('applies: playing Espionage: Vulcan on Klingon draws two cards; Espionage: Romulan on Klingon from hand goes beneath the deck for Espionage: Vulcan on Starfleet to hand (once this turn)', () => {
    const { state, idic, vulcanSpy, romulanSpy, starfleetSpy, andorianSpy } = given();
    expect(drawnBy(run(state, [{ type: 'PlayCard', actor: 'p1', card: vulcanSpy, target: 'L1' }]).events)).toHaveLength(2);
    expect(offers(state, idic)).toContain(`${romulanSpy}>${starfleetSpy}`);
    const after = run(state, [activate(idic, 'exchange', `${romulanSpy}>${starfleetSpy}`)]).state;
    const deck = cardsIn(after, Z.draw('p1'));
    expect([after.cards[starfleetSpy]!.zone, deck[deck.length - 1]]).toEqual([Z.hand('p1'), romulanSpy]);
    expect(refused(after, activate(idic, 'exchange', `${vulcanSpy}>${andorianSpy}`))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: a Romulan espionage card played draws nothing; a Vulcan espionage card downloaded draws nothing; a Tricorder is no exchange, nor a card of the same title', () => {
    const { state, idic, romulanSpy, starfleetSpy, tricorder, vulcanSpy } = given();
    expect(drawnBy(run(state, [{ type: 'PlayCard', actor: 'p1', card: romulanSpy, target: 'L1' }]).events)).toEqual([]);
    const ctx = new Ctx(moved(state, [[vulcanSpy, Z.draw('p1')]]));
    downloadCard(ctx, 'p1', vulcanSpy, idic, { cardTarget: 'L1' });
    expect(ofType(ctx.events, 'CardDownloaded').map((event) => event.card)).toEqual([vulcanSpy]);
    expect(drawnBy(ctx.events)).toEqual([]);
    expect(refused(state, activate(idic, 'exchange', `${tricorder}>${starfleetSpy}`))).toBe('INVALID_TARGET');
    const twin = moved(state, [[vulcanSpy, Z.hand('p1')], [romulanSpy, Z.draw('p1')]]);
    expect(offers(twin, idic).some((target) => target === `${vulcanSpy}>${starfleetSpy}`)).toBe(true);
    expect(refused(moved(state, [[starfleetSpy, Z.hand('p1')]]), activate(idic, 'exchange', `${starfleetSpy}>${starfleetSpy}`))).toBe('INVALID_TARGET');
  });
});
