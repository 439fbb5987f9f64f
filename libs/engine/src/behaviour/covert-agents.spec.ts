/**
 * What a card on the table does for its owner's infiltrators (issue 15, helper infiltrate: behaviour/covert-agents.ts) —
 * 184_016 Covert Agent: no return to hand of a ship your infiltrator is aboard; a card when the opponent reports where
 * your infiltrator is (once each turn per infiltrator); a morph or infiltration-related card downloaded to hand as an
 * attempt or a battle begins where your infiltrator is (each title once per game).
 *   1E rulebook › INFILTRATE; DOWNLOADING; GLOSSARY › Infiltration-related; COMMANDEER (Secondary Market).
 * given (planet L1 of testing/battle-scene.ts, Kira Founder of p1's infiltrating p2's Bajorans there, Covert Agent on the
 * table) / when (p2 reports a Bajoran; p1 attacks there; p1 plays Secondary Market) / then (the draw, the download, the
 * refusal), and where it does not apply.
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, scene as attemptScene, ship } from '../testing/attempt-scene';
import { battleScene, type Placed } from '../testing/battle-scene';
import { moved, play, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { LASTING_CONTROL } from './captive-control';
import { isInfiltrating } from './infiltration';
import { nearInfiltratorKey } from './covert-agents';

const explicit = (state: GameState, player: PlayerId): GameState => play(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;
const infiltrate = (card: string): Command => ({ type: 'Infiltrate', actor: 'p1', card, to: Z.surface('L1') });
const bajoran = (label: string, owner: PlayerId, at: Placed['at'] = 'surface'): Placed => ({ label, owner, at, card: { skills: 'OFFICER', affiliation: 'Bajoran' } });

/** The scene with Covert Agent on p1's table and the `deck` cards (labels) on top of p1's draw deck. */
function given(cards: readonly Placed[], turn: PlayerId, deck: readonly string[] = []) {
  const built = battleScene([{ label: 'ca', owner: 'p1', at: 'hand', card: 'Covert Agent' }, ...cards], { player: turn, number: turn === 'p1' ? 1 : 2 });
  const events = [
    { type: 'CardMoved', card: built.id('ca'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
    ...deck.map((label) => ({ type: 'CardMoved', card: built.id(label), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' })),
  ] as GameEvent[];
  return { state: evolveAll(events, built.state), id: built.id };
}

describe('184_016 Covert Agent: a card drawn when the opponent reports where your infiltrator is (once each turn per infiltrator)', () => {
  const cards: Placed[] = [
    { label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' },
    bajoran('b1', 'p2'),
    { label: 'op', owner: 'p2', at: 'space', card: 'Bajoran Outpost' },
    bajoran('b2', 'p2', 'hand'),
  ];
  const report = (id: (label: string) => string): Command => ({ type: 'ReportForDuty', actor: 'p2', card: id('b2'), facility: id('op') });

  it('applies: on p2\'s turn Kira Founder joins p2\'s Bajorans; p2 reports a Bajoran to its outpost at L1: p1 draws one', () => {
    const { state, id } = given(cards, 'p2');
    const joined = play(state, [infiltrate(id('kf'))]).state;
    expect(isInfiltrating(joined, id('kf'))).toBe(true);
    const top = cardsIn(joined, Z.draw('p1'))[0];
    const reported = play(joined, [report(id)]);
    expect(ofType(reported.events, 'CardsDrawn').map((e) => [e.player, e.cards])).toEqual([['p1', [top]]]);
    // Once this turn for Kira Founder: no other infiltrator of p1's there, so no further draw this turn.
    expect(nearInfiltratorKey(reported.state, 'p1', 'Covert Agent', 'L1')).toBeNull();
    expect(nearInfiltratorKey(joined, 'p1', 'Covert Agent', 'L1')).toBe(`Covert Agent (opponent reported near ${id('kf')})`);
  });

  it('does not apply: Kira Founder is there but not infiltrating — p2\'s report draws p1 nothing', () => {
    const { state, id } = given(cards, 'p2');
    const reported = play(state, [report(id)]);
    expect(reported.state.cards[id('b2')]!.zone).toBe(Z.aboard(id('op')));
    expect(ofType(reported.events, 'CardsDrawn')).toEqual([]);
  });
});

describe('184_016 Covert Agent: a morph or infiltration-related card downloaded to hand as a battle begins where your infiltrator is (each title once per game)', () => {
  const cards: Placed[] = [
    { label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' },
    { label: 'k1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon', s: 2 } },
    // Stronger than the attacker: p2's team stays, and so does Kira Founder's infiltration of it.
    { label: 'b1', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Bajoran', s: 12 } },
    { label: 'ai1', owner: 'p1', at: 'hand', card: 'Assume Identity' },
    { label: 'ai2', owner: 'p1', at: 'hand', card: 'Assume Identity' },
    { label: 'ci', owner: 'p1', at: 'hand', card: 'Counterintelligence' },
    { label: 'wh', owner: 'p1', at: 'hand', card: 'Wormhole' },
  ];
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  const download = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download-at-battle', target });
  const offers = (state: GameState, ca: string) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === ca).map((c) => (c.type === 'ActivateCard' ? c.target : ''));

  it('applies: Kira Founder infiltrates p2\'s Bajorans; p1\'s Klingon attacks them; in p1\'s window Assume Identity is downloaded to hand; a second copy is not offered again', () => {
    const { state, id } = given(cards, 'p1', ['ai1', 'ai2', 'ci', 'wh']);
    const started = play(explicit(play(state, [infiltrate(id('kf'))]).state, 'p1'), [attack]).state;
    expect(started.windows?.map((w) => [w.action, w.player])).toEqual([['battle-initiated', 'p1']]);
    // One card per title (the first copy found), not Wormhole (neither a morph card nor infiltration-related).
    expect(offers(started, id('ca')).sort()).toEqual([id('ci'), cardsIn(started, Z.draw('p1')).find((iid) => iid === id('ai1') || iid === id('ai2'))].sort());
    const first = cardsIn(started, Z.draw('p1')).find((iid) => iid === id('ai1') || iid === id('ai2'))!;
    const after = play(started, [download(id('ca'), first)]);
    expect(after.state.cards[first]!.zone).toBe(Z.hand('p1'));
    expect(ofType(after.events, 'CardsShown').map((e) => e.to)).toEqual(['p2']);
    // The same window again (as at a later battle): Counterintelligence still, no second Assume Identity.
    const again = { ...after.state, windows: started.windows, battle: started.battle };
    expect(offers(again, id('ca'))).toEqual([id('ci')]);
    const second = first === id('ai1') ? id('ai2') : id('ai1');
    expect(refused(again, download(id('ca'), second))).toBe('INVALID_TARGET');
  });

  it('applies as a mission attempt begins there too: p1\'s Federation officer attempts Excavation (L1) beside the infiltrated Bajorans', () => {
    const { state, id } = given([...cards, { label: 'f1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER Archaeology', affiliation: 'Federation' } }], 'p1', ['ci']);
    const joined = play(state, [infiltrate(id('kf'))]).state;
    // The attempt's windows open for a player who answers every window (attempt-windows.ts).
    const begun = play(joined, [{ type: 'SetAutoPass', actor: 'p1', on: false, every: true }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
    expect(begun.windows?.map((w) => [w.action, w.player])).toEqual([['attempt-began', 'p1']]);
    const command: Command = { type: 'ActivateCard', actor: 'p1', card: id('ca'), ability: 'download-at-attempt', target: id('ci') };
    expect(legalCommands(begun, 'p1')).toContainEqual(command);
    expect(play(begun, [command]).state.cards[id('ci')]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: Kira Founder is not infiltrating (she fights for p1): nothing is offered', () => {
    const { state, id } = given(cards, 'p1', ['ai1', 'ci']);
    const started = play(explicit(state, 'p1'), [attack]).state;
    expect(started.windows?.map((w) => w.action)).toEqual(['battle-initiated']);
    expect(offers(started, id('ca'))).toEqual([]);
  });
});

describe('184_016 Covert Agent: the opponent may not return to hand a ship your infiltrator is aboard (Secondary Market)', () => {
  /** p2's ship at L1, commandeered by p1 (Tasha Yar aboard); p2's Bashir Founder infiltrating aboard it; Covert Agent on p2's table or not. */
  const given2 = (covert: boolean, infiltrating = true) => {
    const built = attemptScene({ missions: ['Excavation'], hand: ['Secondary Market', 'Tasha Yar'], opponentHand: [ship({ affiliation: 'Federation' }), 'Bashir Founder', 'Covert Agent'] });
    const [market, tasha] = built.ids.hand as [string, string];
    const [theirs, bashir, ca] = built.ids.opponentHand as [string, string, string];
    const placed = moved(built.state, [[theirs, Z.space('L1')], [tasha, Z.aboard(theirs)], [bashir, Z.aboard(theirs)], ...(covert ? [[ca, Z.table('p2')] as [string, string]] : [])]);
    const state = evolveAll(
      [
        { type: 'ControlTaken', cards: [theirs], by: 'p1', from: 'p2', source: 'test', until: LASTING_CONTROL },
        ...(infiltrating ? [{ type: 'InfiltrationBegan', card: bashir, player: 'p2', affiliation: 'Federation', how: 'joined', from: Z.aboard(theirs), to: Z.aboard(theirs) }] : []),
      ] as GameEvent[],
      placed,
    );
    return { state, market, theirs, bashir };
  };
  const market = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it('applies: with p2\'s Bashir Founder infiltrating aboard, p1 may not give the ship back by Secondary Market', () => {
    const { state, market: card, theirs, bashir } = given2(true);
    expect(isInfiltrating(state, bashir)).toBe(true);
    expect(legalCommands(state, 'p1')).not.toContainEqual(market(card, theirs));
    expect(refused(state, market(card, theirs))).toBe('INVALID_TARGET');
  });

  it('does not apply: without Covert Agent on p2\'s table, or without the infiltrator, the ship may be returned', () => {
    for (const [covert, infiltrating] of [[false, true], [true, false]] as const) {
      const { state, market: card, theirs } = given2(covert, infiltrating);
      expect(legalCommands(state, 'p1')).toContainEqual(market(card, theirs));
    }
  });
});
