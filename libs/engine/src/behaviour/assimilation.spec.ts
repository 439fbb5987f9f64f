/**
 * Assimilation (issue 15, borg: behaviour/assimilation.ts, assimilated-cards.ts, assimilation-facts.ts) —
 * what a drone, a counterpart and a Borg ship are; and the cards that assimilate:
 * 124_012 Borg Nanoprobes (a personnel just stunned by your [Def] drone present), 109_050 He Will Make an
 * Excellent Drone (your counterpart made a drone), 109_066 Assimilate Planet (planetary assimilation on
 * completion).
 *   1E rulebook › Borg Rule: Personnel Assimilation; Borg Rule: Abduction; COMPLETE BORG OBJECTIVES ›
 *   Planetary Assimilation, Ship Assimilation.
 * given (a scene built from events) / when (InitiatePersonnelBattle, PlayCard, EndTurn) / then (the exact
 * facts: ControlTaken, CardsAssimilated, PlanetAssimilated; the cards as the rules read them).
 */
import { lookupIcon, type Card } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { battleScene, type Placed } from '../testing/battle-scene';
import { accepted, moved, play, refused } from '../testing/scenario';
import type { GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { assimilatedCard } from './assimilated-cards';
import { LASTING_CONTROL } from './captive-control';

const withIcons = (card: Card, ...codes: string[]): Card => ({ ...card, icons: codes.map((code) => ({ code, name: code, category: lookupIcon(code)?.category ?? 'staffing' })) });
const codes = (card: Card) => card.icons.map((icon) => icon.code);
const attributes = (card: Card) => [card.personnel!.integrity, card.personnel!.cunning, card.personnel!.strength].map((value) => (value.kind === 'number' ? value.value : NaN));

describe('assimilated cards (1E rulebook › Borg Rule: Personnel Assimilation; Ship Assimilation)', () => {
  it('a drone: Borg, no gender, a Drone; [Cmd] becomes [Com]; INTEGRITY 7, others 5; the classification its first-listed skill; other icons gone', () => {
    const picard = realCard('101_215');
    const drone = assimilatedCard(picard, 'drone');
    expect(drone.affiliations).toEqual(['Borg']);
    expect(codes(drone)).toEqual(['Com']);
    expect(attributes(drone)).toEqual([7, 5, 5]);
    expect(drone.personnel!.classification).toBe('');
    expect(drone.personnel!.skillBox.skills[0]).toEqual({ name: 'OFFICER', level: 1, regular: true });
    expect(drone.personnel!.skillBox.skills.slice(1)).toEqual(picard.personnel!.skillBox.skills);
    expect(drone.characteristics).toContain('Drone');
    expect(drone.characteristics.map((c) => c.toLowerCase())).not.toContain('male');
  });

  it('a drone with neither [Cmd] nor [Stf] gains [Def] (STRENGTH 7); [Stf] gives [Nav] (CUNNING 7); subcommand icons already there are kept', () => {
    expect(codes(assimilatedCard(person({ skills: 'CIVILIAN' }), 'drone'))).toEqual(['Def']);
    expect(attributes(assimilatedCard(person({ skills: 'CIVILIAN' }), 'drone'))).toEqual([5, 5, 7]);
    const yar = assimilatedCard(realCard('101_244'), 'drone');
    expect([codes(yar), attributes(yar)]).toEqual([['Nav'], [5, 7, 5]]);
    const locutus = assimilatedCard(realCard('108_007'), 'drone');
    expect([codes(locutus), attributes(locutus)]).toEqual([['Com', 'Nav', 'Def'], [7, 7, 7]]);
    expect(locutus.characteristics).not.toContain('Counterpart');
  });

  it('a counterpart: all three subcommand icons, INTEGRITY and CUNNING kept, STRENGTH +3, a Counterpart (gender kept)', () => {
    const counterpart = assimilatedCard(realCard('101_215'), 'counterpart');
    expect([codes(counterpart), attributes(counterpart)]).toEqual([['Com', 'Nav', 'Def'], [9, 8, 9]]);
    expect(counterpart.characteristics).toEqual(expect.arrayContaining(['Counterpart', 'Male']));
  });

  it('a ship: Borg; staffing [Cmd] → [Com], [Stf] → [Nav]', () => {
    const enterprise = assimilatedCard(realCard('101_334'), 'ship');
    expect(enterprise.affiliations).toEqual(['Borg']);
    expect(enterprise.ship!.staffing.icons).toEqual(['Com', 'Nav', 'Nav']);
  });
});

describe('124_012 Borg Nanoprobes (once each turn, a personnel just stunned by your [Def] drone where it is present is abducted and assimilated)', () => {
  const drone = (label: string, s: number, icon = 'Def'): Placed => ({ label, owner: 'p1', at: 'surface', card: withIcons(person({ affiliation: 'Borg', skills: 'Navigation', s, ch: ['Borg', 'Drone'] }), icon) });
  const romulan = (label: string, s: number): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'OFFICER Leadership', s, affiliation: 'Romulan', ch: ['Romulan', 'Male'] } });
  const nanoprobes: Placed = { label: 'probes', owner: 'p1', at: 'surface', card: 'Borg Nanoprobes' };

  function attacked(placed: readonly Placed[]) {
    const built = battleScene(placed, { player: 'p2', number: 1 });
    const after = play(built.state, [{ type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') }]);
    return { ...after, id: built.id, assimilated: ofType(after.events, 'CardsAssimilated') };
  }

  it('applies: the Romulan (6) attacking your [Def] drone (8) is stunned, abducted and assimilated: your drone, no casualty of the battle', () => {
    const { assimilated, events, state, id } = attacked([drone('d', 8), romulan('r', 6), nanoprobes]);
    expect(ofType(events, 'ControlTaken')).toEqual([expect.objectContaining({ cards: [id('r')], by: 'p1', from: 'p2', source: id('probes'), until: LASTING_CONTROL })]);
    expect(assimilated).toEqual([expect.objectContaining({ by: 'p1', source: id('probes'), cards: [{ card: id('r'), as: 'drone', formerAffiliations: ['Romulan'] }] })]);
    expect(state.cards[id('r')]!.owner).toBe('p1');
    expect(state.cards[id('r')]!.zone).toBe(Z.surface('L1'));
    expect(blueprintOf(state, id('r')).affiliations).toEqual(['Borg']);
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
    expect(ofType(events, 'BattleEnded')).toEqual([expect.objectContaining({ winner: 'p1' })]);
  });

  it('does not apply: the stunner is a [Com] drone, or the Nanoprobes are not present; once each turn: of two Romulans stunned, one is assimilated', () => {
    expect(attacked([drone('d', 8, 'Com'), romulan('r', 6), nanoprobes]).assimilated).toEqual([]);
    expect(attacked([drone('d', 8), romulan('r', 6), { ...nanoprobes, at: 'hand' }]).assimilated).toEqual([]);
    const twice = attacked([drone('d1', 8), drone('d2', 8), romulan('r1', 6), romulan('r2', 6), nanoprobes]);
    expect(twice.assimilated).toHaveLength(1);
  });
});

/** p1's counterpart on the planet (a Federation personnel assimilated earlier), with an Assimilate Counterpart on it. */
function counterpartScene() {
  const built = battleScene(
    [
      { label: 'picard', owner: 'p2', at: 'surface', card: '101_215' },
      { label: 'objective', owner: 'p1', at: 'hand', card: 'Assimilate Counterpart' },
      { label: 'drone-card', owner: 'p1', at: 'hand', card: 'He Will Make an Excellent Drone' },
      { label: 'borg', owner: 'p1', at: 'surface', card: { affiliation: 'Borg', skills: 'Navigation', ch: ['Drone'] } },
    ],
    { player: 'p1', number: 1 },
  );
  const picard = built.id('picard');
  const state = evolveAll(
    [
      { type: 'ControlTaken', cards: [picard], by: 'p1', from: 'p2', source: built.id('objective'), until: LASTING_CONTROL },
      { type: 'CardsAssimilated', by: 'p1', cards: [{ card: picard, as: 'counterpart', formerAffiliations: ['Federation'] }], source: built.id('objective') },
      { type: 'CardMoved', card: built.id('objective'), from: Z.hand('p1'), to: Z.on(picard), faceUp: true, reason: 'scene' },
    ] as GameEvent[],
    built.state,
  );
  return { state, id: built.id };
}

describe('109_050 He Will Make an Excellent Drone (your counterpart becomes a drone; Assimilate Counterpart on it discarded)', () => {
  it('applies: the counterpart (9/8/9) becomes a drone ([Com]: 7/5/5); the Assimilate Counterpart on it is discarded; its former affiliation is kept on record', () => {
    const { state, id } = counterpartScene();
    expect(attributes(blueprintOf(state, id('picard')))).toEqual([9, 8, 9]);
    const command = { type: 'PlayCard' as const, actor: 'p1' as PlayerId, card: id('drone-card'), target: id('picard') };
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const after = accepted(state, command);
    expect(ofType(after.events, 'ControlTaken')).toEqual([]);
    expect(ofType(after.events, 'CardsAssimilated')).toEqual([expect.objectContaining({ by: 'p1', cards: [{ card: id('picard'), as: 'drone', formerAffiliations: ['Borg'] }] })]);
    expect(after.state.assimilated?.[id('picard')]).toEqual({ as: 'drone', by: 'p1', formerAffiliations: ['Federation'] });
    expect(after.state.cards[id('objective')]!.zone).toBe(Z.discard('p1'));
    expect(attributes(blueprintOf(after.state, id('picard')))).toEqual([7, 5, 5]);
    expect(blueprintOf(after.state, id('picard')).characteristics).toContain('Drone');
  });

  it('does not apply: a drone is no counterpart (no target), nor is an opponent\'s personnel', () => {
    const { state, id } = counterpartScene();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('drone-card'), target: id('borg') })).toBe('INVALID_TARGET');
    const plain = battleScene([
      { label: 'picard', owner: 'p2', at: 'surface', card: '101_215' },
      { label: 'drone-card', owner: 'p1', at: 'hand', card: 'He Will Make an Excellent Drone' },
    ]);
    expect(refused(plain.state, { type: 'PlayCard', actor: 'p1', card: plain.id('drone-card'), target: plain.id('picard') })).toBe('INVALID_TARGET');
  });
});

describe('109_066 Assimilate Planet: planetary assimilation on completion (1E rulebook › Planetary Assimilation)', () => {
  const borg = (skills: string): Card => person({ affiliation: 'Borg', skills });
  const hologram = withIcons(person({ skills: 'MEDICAL', affiliation: 'Federation', title: 'Test Hologram' }), 'Holo');

  /** Assimilate Planet played on L1 (Avert Disaster), p1's Borg scouting; p2's personnel, a hologram and a Tricorder on the planet. */
  function completed(probe: 'match' | 'none') {
    const built = scene({
      missions: ['Avert Disaster', 'Evacuation'],
      missionOwner: 'p2',
      awayTeam: [borg('ENGINEER Computer Skill')],
      hand: ['Assimilate Planet', 'Assimilate Planet', { skills: 'OFFICER' }],
      opponentHand: [{ skills: 'SCIENCE Biology', affiliation: 'Federation', ch: ['Human', 'Female'] }, hologram, 'Tricorder'],
    });
    const [fed, holo, phaser] = built.ids.opponentHand as [string, string, string];
    let state = moved(built.state, [
      [fed, Z.surface('L1')],
      [holo, Z.surface('L1')],
      [phaser, Z.surface('L1')],
    ]);
    const objective = built.ids.hand[0]!;
    state = accepted(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    state = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p1' }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p2' }).state;
    const probeCard = probe === 'match' ? built.ids.hand[1]! : built.ids.hand[2]!;
    state = evolveAll([{ type: 'CardMoved', card: probeCard, from: state.cards[probeCard]!.zone, to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' } as GameEvent], state);
    const done = accepted(state, { type: 'EndTurn', actor: 'p1' });
    return { ...done, objective, fed, holo, phaser, borg: built.ids.awayTeam[0]! };
  }

  it('applies: the [Com] probe completes it; the opponent\'s personnel and equipment on the planet become yours (a drone), the planet is assimilated and can no longer be attempted', () => {
    const { events, state, objective, fed, holo, phaser } = completed('match');
    expect(state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(events, 'ControlTaken')).toEqual([expect.objectContaining({ cards: [fed, phaser], by: 'p1', from: 'p2', until: LASTING_CONTROL })]);
    expect(ofType(events, 'CardsAssimilated')).toEqual([
      expect.objectContaining({ by: 'p1', source: objective, cards: [{ card: fed, as: 'drone', formerAffiliations: ['Federation'] }, { card: phaser, as: 'equipment', formerAffiliations: [] }] }),
    ]);
    expect(ofType(events, 'PlanetAssimilated')).toEqual([expect.objectContaining({ location: 'L1', by: 'p1', source: objective })]);
    expect(blueprintOf(state, fed).affiliations).toEqual(['Borg']);
    expect(state.cards[holo]!.owner).toBe('p2');
    // Now p2's turn: their personnel left on the planet (the hologram) may not attempt it.
    expect(refused(state, { type: 'AttemptMission', actor: 'p2', location: 'L1' })).toBe('PLANET_ASSIMILATED');
  });

  it('does not apply: a probe with no outcome completes nothing and assimilates nothing; the planet may still be attempted', () => {
    const { events, state, fed } = completed('none');
    expect(ofType(events, 'CardsAssimilated')).toEqual([]);
    expect(ofType(events, 'PlanetAssimilated')).toEqual([]);
    expect(state.cards[fed]!.owner).toBe('p2');
    expect(state.assimilatedPlanets).toBeUndefined();
  });
});

// The scene helper's state, for a reader: a drone's record survives only while the card is in play.
describe('an assimilated card out of play is its printed self again', () => {
  it('a drone discarded reads as the printed card', () => {
    const { state, id } = counterpartScene();
    const gone: GameState = evolveAll([{ type: 'CardMoved', card: id('picard'), from: Z.surface('L1'), to: Z.discard('p2'), faceUp: true, reason: 'test' } as GameEvent], state);
    expect(blueprintOf(gone, id('picard')).affiliations).toEqual(['Federation']);
  });
});

describe('105_112 The Naked Truth (the opponent may play a unique personnel from hand into your crew or Away Team: yours, stopped; assimilated if you play Borg)', () => {
  const klingon = { skills: 'SECURITY Honor', affiliation: 'Klingon', universal: false, title: 'Test Warrior', ch: ['Klingon', 'Male'] };

  function played(yourTeam: 'Federation' | 'Borg') {
    const built = scene({
      missions: ['Avert Disaster'],
      awayTeam: [{ skills: 'OFFICER', affiliation: yourTeam, ...(yourTeam === 'Borg' ? { ch: ['Drone'] } : {}) }],
      hand: ['The Naked Truth', 'The Naked Truth'],
      opponentHand: [klingon, { skills: 'ENGINEER', affiliation: 'Klingon', universal: true }],
    });
    const [warrior, universal] = built.ids.opponentHand as [string, string];
    const team = built.ids.awayTeam[0]!;
    const command = { type: 'PlayCard' as const, actor: 'p1' as PlayerId, card: built.ids.hand[0]!, target: team };
    expect(legalCommands(built.state, 'p1')).toContainEqual(command);
    const after = accepted(built.state, command);
    return { built, after, warrior, universal, team };
  }

  it('applies (not playing Borg): the opponent picks their unique Klingon; it joins your Away Team under your control for good, mixing with your cards, stopped', () => {
    const { after, warrior, universal } = played('Federation');
    // Only the unique personnel is offered to the opponent (not the universal one); p2 must choose.
    expect(ofType(after.events, 'ChoiceAwaited')).toEqual([expect.objectContaining({ player: 'p2', owner: 'p1', options: [warrior], min: 0, max: 1, hidden: true })]);
    expect(after.state.pendingChoice?.options).not.toContain(universal);
    const chosen = accepted(after.state, { type: 'MakeChoice', actor: 'p2', chosen: [warrior] });
    expect(chosen.state.cards[warrior]).toEqual(expect.objectContaining({ zone: Z.surface('L1'), owner: 'p1', stopped: true }));
    expect(chosen.state.control?.[warrior]).toEqual({ owner: 'p2', until: LASTING_CONTROL, mixes: true });
    expect(ofType(chosen.events, 'CardsAssimilated')).toEqual([]);
    expect(blueprintOf(chosen.state, warrior).affiliations).toEqual(['Klingon']);
  });

  it('applies (playing Borg): the personnel joining your Borg is assimilated as a drone', () => {
    const { after, warrior } = played('Borg');
    const chosen = accepted(after.state, { type: 'MakeChoice', actor: 'p2', chosen: [warrior] });
    expect(ofType(chosen.events, 'CardsAssimilated')).toEqual([expect.objectContaining({ by: 'p1', cards: [{ card: warrior, as: 'drone', formerAffiliations: ['Klingon'] }] })]);
    expect(blueprintOf(chosen.state, warrior).affiliations).toEqual(['Borg']);
    expect(chosen.state.cards[warrior]!.stopped).toBe(true);
  });

  it('does not apply: the opponent declines (nothing moves); the same personnel may not come this way twice in a game; an opponent\'s team is no target', () => {
    const { after, warrior, built, team } = played('Federation');
    const declined = accepted(after.state, { type: 'MakeChoice', actor: 'p2', chosen: [] });
    expect(declined.state.cards[warrior]!.zone).toBe(Z.hand('p2'));
    // Brought once, returned to hand, brought again: it stays in hand the second time.
    const first = accepted(after.state, { type: 'MakeChoice', actor: 'p2', chosen: [warrior] }).state;
    const back = evolveAll([{ type: 'ControlReturned', cards: [warrior] }, { type: 'CardMoved', card: warrior, from: Z.surface('L1'), to: Z.hand('p2'), faceUp: false, reason: 'test' }] as GameEvent[], first);
    const again = accepted(back, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[1]!, target: team });
    const second = accepted(again.state, { type: 'MakeChoice', actor: 'p2', chosen: [warrior] });
    expect(second.state.cards[warrior]!.zone).toBe(Z.hand('p2'));
    expect(ofType(second.events, 'CardEffectResolved').map((event) => event.effect)).toContain('Test Warrior was already brought this way this game: it stays in hand');
    const theirs = moved(built.state, [[warrior, Z.surface('L1')]]);
    expect(refused(theirs, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: warrior })).toBe('INVALID_TARGET');
  });
});

describe('109_044 Assimilation Tubules (after the winner is determined, your Talon Drone assimilates one opposing mortally wounded personnel instead of its death)', () => {
  const romulan = (label: string): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'OFFICER Leadership', s: 5, affiliation: 'Romulan', ch: ['Romulan'] } });
  const cast = (talon: boolean): Placed[] => [
    talon ? { label: 'talon', owner: 'p1', at: 'surface', card: '109_090' } : { label: 'talon', owner: 'p1', at: 'surface', card: { affiliation: 'Borg', skills: 'SECURITY', s: 7, ch: ['Drone'] } },
    { label: 'big', owner: 'p1', at: 'surface', card: { affiliation: 'Borg', skills: 'Navigation', s: 12, ch: ['Drone'] } },
    romulan('r1'),
    romulan('r2'),
    { label: 'tubules', owner: 'p1', at: 'hand', card: 'Assimilation Tubules' },
  ];

  /** p2 attacks p1's Borg; p1 (answering first) may play the interrupt on the battle. */
  function attacked(talon: boolean) {
    const built = battleScene(cast(talon), { player: 'p2', number: 1 });
    const manual = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;
    const started = play(manual, [{ type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') }]);
    return { built, started, id: built.id };
  }

  it('applies: Three of Nineteen (a Talon Drone) present; the Romulan mortally wounded (12 against 5) is assimilated, the other dies as the casualty', () => {
    const { started, id } = attacked(true);
    const respond = legalCommands(started.state, 'p1').find((command) => command.type === 'PlayCard' && command.card === id('tubules'));
    expect(respond).toBeDefined();
    const { events, state } = play(started.state, [respond!]);
    const wounded = ofType(events, 'CombatResolved').filter((e) => e.outcome === 'mortally-wounded').map((e) => e.loser);
    expect(wounded).toHaveLength(1);
    expect(ofType(events, 'CardsAssimilated')).toEqual([expect.objectContaining({ by: 'p1', source: id('tubules'), cards: [{ card: wounded[0], as: 'drone', formerAffiliations: ['Romulan'] }] })]);
    expect(state.cards[wounded[0]!]).toEqual(expect.objectContaining({ owner: 'p1', zone: Z.surface('L1') }));
    const other = [id('r1'), id('r2')].find((iid) => iid !== wounded[0])!;
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toEqual([other]);
    expect(ofType(events, 'BattleEnded')).toEqual([expect.objectContaining({ winner: 'p1' })]);
  });

  it('does not apply: without a Talon Drone in the battle there is no target; the mortally wounded Romulan dies', () => {
    const { started, id } = attacked(false);
    expect(legalCommands(started.state, 'p1').some((command) => command.type === 'PlayCard' && command.card === id('tubules'))).toBe(false);
    const { events } = play(started.state, [{ type: 'PassResponse', actor: 'p1' }]);
    const wounded = ofType(events, 'CombatResolved').filter((e) => e.outcome === 'mortally-wounded').map((e) => e.loser);
    expect(wounded).toHaveLength(1);
    expect(ofType(events, 'CardsAssimilated')).toEqual([]);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toContain(wounded[0]);
  });
});

describe('109_065 Assimilate Homeworld (target a homeworld matching your counterpart; scout; probe [Com] with the counterpart there: 40 points, the planet assimilated, no outpost reports of its affiliation)', () => {
  const borg = (skills: string): Card => person({ affiliation: 'Borg', skills });

  /** Romulus (Expose Covert Supply, [ROM]) at L1; p1's Borg there; p2's Romulan made p1's counterpart (when `counterpart`); p2's Romulan Outpost at L2. */
  function homeworld(counterpart: boolean) {
    const built = scene({
      missions: ['Expose Covert Supply', 'Avert Disaster'],
      missionOwner: 'p2',
      awayTeam: [borg('ENGINEER Computer Skill')],
      hand: ['Assimilate Homeworld', 'Assimilate Homeworld', { skills: 'OFFICER' }],
      opponentHand: [{ skills: 'OFFICER Leadership', affiliation: 'Romulan', universal: false, title: 'Test Romulan', ch: ['Romulan', 'Male'] }, 'Romulan Outpost', { skills: 'SECURITY', affiliation: 'Romulan' }],
    });
    const [romulan, outpost, recruit] = built.ids.opponentHand as [string, string, string];
    let state = moved(built.state, [
      [romulan, Z.surface('L1')],
      [outpost, Z.space('L2')],
    ]);
    if (counterpart)
      state = evolveAll(
        [
          { type: 'ControlTaken', cards: [romulan], by: 'p1', from: 'p2', source: built.ids.hand[1]!, until: LASTING_CONTROL },
          { type: 'CardsAssimilated', by: 'p1', cards: [{ card: romulan, as: 'counterpart', formerAffiliations: ['Romulan'] }], source: built.ids.hand[1]! },
        ] as GameEvent[],
        state,
      );
    return { state, built, romulan, outpost, recruit, objective: built.ids.hand[0]! };
  }

  it('targets only a homeworld matching your counterpart: Romulus (L1), not Avert Disaster (L2); with no counterpart, nothing', () => {
    const { state, objective } = homeworld(true);
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === objective)).toEqual([{ type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }]);
    const none = homeworld(false);
    expect(legalCommands(none.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === none.objective)).toEqual([]);
  });

  function completedWith(probe: 'match' | 'none', counterpartThere = true) {
    const setup = homeworld(true);
    const { built, romulan, objective } = setup;
    let state = accepted(setup.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    state = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p1' }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p2' }).state;
    if (!counterpartThere) state = moved(state, [[romulan, Z.surface('L2')]]);
    const probeCard = probe === 'match' ? built.ids.hand[1]! : built.ids.hand[2]!;
    state = evolveAll([{ type: 'CardMoved', card: probeCard, from: state.cards[probeCard]!.zone, to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' } as GameEvent], state);
    return { ...setup, ...accepted(state, { type: 'EndTurn', actor: 'p1' }) };
  }

  it('applies: the [Com] probe with the counterpart there completes it (40 points) and assimilates Romulus; Romulan cards then report to no outpost', () => {
    const { events, state, objective, outpost, recruit } = completedWith('match');
    expect(state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 40, bonus: false, source: objective })]);
    expect(ofType(events, 'PlanetAssimilated')).toEqual([expect.objectContaining({ location: 'L1', by: 'p1' })]);
    expect(refused(state, { type: 'ReportForDuty', actor: 'p2', card: recruit, facility: outpost })).toBe('OUTPOST_REPORTS_BANNED');
  });

  it('does not apply: without the counterpart at Romulus no probe; with no [Com] no outcome; Romulan reports to the outpost stay open', () => {
    const away = completedWith('match', false);
    expect(ofType(away.events, 'CardEffectResolved').map((event) => event.effect)).toContain('condition not met at the target location');
    expect(away.state.cards[away.objective]!.zone).toBe(Z.table('p1'));
    const plain = completedWith('none');
    expect(ofType(plain.events, 'PointsScored')).toEqual([]);
    expect(refused(plain.state, { type: 'ReportForDuty', actor: 'p2', card: plain.recruit, facility: plain.outpost })).not.toBe('OUTPOST_REPORTS_BANNED');
    expect(refused(plain.state, { type: 'ReportForDuty', actor: 'p2', card: plain.recruit, facility: plain.outpost })).toBeNull();
  });
  // Issue 15 (helper borg): the counterpart is a long-term target (counterpart-targets.ts; 1E rulebook › LEAVING PLAY).
  it('applies: its counterpart leaving play takes it along after the next command — discarded with a killed counterpart, to hand with one returned to hand', () => {
    const { state: start, romulan, objective } = homeworld(true);
    const played = accepted(start, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const killed = play(moved(played, [[romulan, Z.discard('p2')]]), [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(killed.cards[objective]!.zone).toBe(Z.discard('p1'));
    const returned = play(moved(played, [[romulan, Z.hand('p2')]]), [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(returned.cards[objective]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: with the counterpart still in play (elsewhere), or once completed on its mission, it stays', () => {
    const { state: start, romulan, objective } = homeworld(true);
    const played = accepted(start, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const elsewhere = play(moved(played, [[romulan, Z.surface('L2')]]), [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(elsewhere.cards[objective]!.zone).toBe(Z.table('p1'));
    const done = completedWith('match');
    const after = play(moved(done.state, [[done.romulan, Z.discard('p2')]]), [{ type: 'EndTurn', actor: 'p2' }]).state;
    expect(after.cards[done.objective]!.zone).toBe(Z.atop('L1'));
  });
});

describe('109_049 Fractal Encryption Code (played on your ship or outpost with your android aboard: it may not be assimilated)', () => {
  /** p2's Federation Outpost at Avert Disaster (L1) with Data aboard, the code on it when `coded`; p1's Borg complete Assimilate Planet there. */
  function assimilatedWith(coded: boolean) {
    const built = scene({
      missions: ['Avert Disaster'],
      missionOwner: 'p2',
      awayTeam: [person({ affiliation: 'Borg', skills: 'ENGINEER Computer Skill' })],
      hand: ['Assimilate Planet', 'Assimilate Planet'],
      opponentHand: ['Federation Outpost', '101_204', 'Fractal Encryption Code'],
    });
    const [outpost, data, code] = built.ids.opponentHand as [string, string, string];
    let state = moved(built.state, [
      [outpost, Z.space('L1')],
      [data, Z.aboard(outpost)],
      ...(coded ? ([[code, Z.on(outpost)]] as [string, string][]) : []),
    ]);
    const objective = built.ids.hand[0]!;
    state = accepted(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    state = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p1' }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p2' }).state;
    const probe = built.ids.hand[1]!;
    state = evolveAll([{ type: 'CardMoved', card: probe, from: state.cards[probe]!.zone, to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' } as GameEvent], state);
    return { ...accepted(state, { type: 'EndTurn', actor: 'p1' }), outpost, data, code, built };
  }

  it('applies: the coded outpost stays p2\'s when the planet is assimilated (Data aboard is still assimilated)', () => {
    const { events, state, outpost, data } = assimilatedWith(true);
    expect(ofType(events, 'CardsAssimilated')).toEqual([expect.objectContaining({ cards: [{ card: data, as: 'drone', formerAffiliations: ['Federation'] }] })]);
    expect(state.cards[outpost]!.owner).toBe('p2');
    expect(blueprintOf(state, outpost).affiliations).toEqual(['Federation']);
  });

  it('does not apply: without the code the outpost is assimilated with Data', () => {
    const { events, state, outpost, data } = assimilatedWith(false);
    expect(ofType(events, 'CardsAssimilated')).toEqual([expect.objectContaining({ cards: [{ card: outpost, as: 'facility', formerAffiliations: ['Federation'] }, { card: data, as: 'drone', formerAffiliations: ['Federation'] }] })]);
    expect(blueprintOf(state, outpost).affiliations).toEqual(['Borg']);
  });

  it('is played only on your ship or outpost with your android aboard', () => {
    const built = scene({ missions: ['Avert Disaster'], opponentHand: ['Federation Outpost', '101_204', 'Fractal Encryption Code', { skills: 'OFFICER' }] });
    const [outpost, data, code, officer] = built.ids.opponentHand as [string, string, string, string];
    const p2Turn = (aboard: string) => accepted(moved(built.state, [[outpost, Z.space('L1')], [aboard, Z.aboard(outpost)]]), { type: 'EndTurn', actor: 'p1' }).state;
    expect(legalCommands(p2Turn(data), 'p2')).toContainEqual({ type: 'PlayCard', actor: 'p2', card: code, target: outpost });
    expect(refused(p2Turn(officer), { type: 'PlayCard', actor: 'p2', card: code, target: outpost })).toBe('INVALID_TARGET');
    const played = accepted(p2Turn(data), { type: 'PlayCard', actor: 'p2', card: code, target: outpost });
    expect(played.state.cards[code]!.zone).toBe(Z.on(outpost));
  });
});

describe('123_064 The Kazon Collective (on your table, your Kazon affiliation is immune to assimilation)', () => {
  /** p2's Kazon and Federation personnel on Avert Disaster (L1), the Collective on p2's table when `collective`; p1 completes Assimilate Planet there. */
  function assimilatedWith(collective: boolean) {
    const built = scene({
      missions: ['Avert Disaster'],
      missionOwner: 'p2',
      awayTeam: [person({ affiliation: 'Borg', skills: 'ENGINEER Computer Skill' })],
      hand: ['Assimilate Planet', 'Assimilate Planet'],
      opponentHand: [{ skills: 'SECURITY', affiliation: 'Kazon', ch: ['Kazon'] }, { skills: 'SCIENCE', affiliation: 'Federation' }, 'The Kazon Collective'],
    });
    const [kazon, fed, card] = built.ids.opponentHand as [string, string, string];
    let state = moved(built.state, [
      [kazon, Z.surface('L1')],
      [fed, Z.surface('L1')],
      ...(collective ? ([[card, Z.table('p2')]] as [string, string][]) : []),
    ]);
    const objective = built.ids.hand[0]!;
    state = accepted(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    state = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p1' }).state;
    state = accepted(state, { type: 'EndTurn', actor: 'p2' }).state;
    const probe = built.ids.hand[1]!;
    state = evolveAll([{ type: 'CardMoved', card: probe, from: state.cards[probe]!.zone, to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' } as GameEvent], state);
    return { ...accepted(state, { type: 'EndTurn', actor: 'p1' }), kazon, fed };
  }

  it('applies: the Kazon stays p2\'s when the planet is assimilated; the Federation personnel does not', () => {
    const { events, state, kazon, fed } = assimilatedWith(true);
    expect(ofType(events, 'CardsAssimilated')).toEqual([expect.objectContaining({ cards: [{ card: fed, as: 'drone', formerAffiliations: ['Federation'] }] })]);
    expect(state.cards[kazon]!.owner).toBe('p2');
  });

  it('does not apply off the table: the Kazon is assimilated too', () => {
    const { events, kazon, fed } = assimilatedWith(false);
    expect(ofType(events, 'CardsAssimilated')).toEqual([expect.objectContaining({ cards: [{ card: kazon, as: 'drone', formerAffiliations: ['Kazon'] }, { card: fed, as: 'drone', formerAffiliations: ['Federation'] }] })]);
  });
});
