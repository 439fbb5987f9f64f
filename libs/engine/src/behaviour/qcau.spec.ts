/**
 * Issue 15 (helper qcau): Q-Continuum and Alternate Universe events and interrupts —
 * 103_048 The Mask of Korgano (icon toggle, icon-grants.ts), 105_027 Immortal Again (nullify / exchange),
 * 103_053 Anti-Matter Spread (battle-weapons.ts), 103_040 Intruder Force Field (boarding-reversals.ts).
 *   1E rulebook › THE CARDS › EVENTS; ICONS; BATTLE › SHIP BATTLE (3. Responses; 5. Open Fire); STRANGE ENCOUNTERS ›
 *   SELF-CONTROLLING CARDS; END OF TURN.
 * given (a scene) / when (PlayCard, InitiateShipBattle, EndTurn) / then (the exact facts and the state), where the card
 * applies and where it does not.
 */
import { meetGroup, requirement } from '../attempt/requirements';
import { blueprintOf } from '../card-facts';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { roamingWeapons } from './battle-weapons';
import { groupOn } from './self-controlled';
import { showsIcon } from './property-logos';
import { endTurn as end } from '../testing/commands';

const play = (card: string, target?: string, mode?: number, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...(target !== undefined ? { target } : {}), ...(mode !== undefined ? { mode } : {}) });
const offered = (state: GameState, card: string, actor: PlayerId = 'p1') =>
  legalCommands(state, actor)
    .filter((cmd): cmd is Extract<Command, { type: 'PlayCard' }> => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => [cmd.target, cmd.mode]);

describe('103_048 The Mask of Korgano (event on one of your personnel: a normal personnel shows [AU], an [AU] one no longer does)', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }, 'Ajur'], hand: ['The Mask of Korgano'], opponentHand: [{ skills: 'SECURITY' }] });
    const state = moved(built.state, [[built.ids.opponentHand[0]!, Z.surface('L1')]]);
    return { state, mask: built.ids.hand[0]!, normal: built.ids.awayTeam[0]!, alternate: built.ids.awayTeam[1]!, theirs: built.ids.opponentHand[0]! };
  };

  it('applies: on a normal personnel it lies there and the personnel shows [AU] for every rule; on an [AU] personnel the icon goes', () => {
    const { state, mask, normal, alternate } = given();
    expect(offered(state, mask)).toEqual([
      [normal, undefined],
      [alternate, undefined],
    ]);
    const onNormal = run(state, [play(mask, normal)]).state;
    expect(onNormal.cards[mask]!.zone).toBe(Z.on(normal));
    expect(showsIcon(blueprintOf(onNormal, normal), 'AU')).toBe(true);
    expect(meetGroup(onNormal, requirement('{[AU] personnel}'), [normal]).verdict).toBe('met');
    expect(showsIcon(blueprintOf(state, alternate), 'AU')).toBe(true);
    const onAlternate = run(state, [play(mask, alternate)]).state;
    expect(showsIcon(blueprintOf(onAlternate, alternate), 'AU')).toBe(false);
    // Its other icons stay.
    expect(blueprintOf(onAlternate, alternate).icons.map((icon) => icon.code)).toEqual(blueprintOf(state, alternate).icons.map((icon) => icon.code).filter((code) => code !== 'AU'));
  });

  it('does not apply: the opponent’s personnel is no target; once the mask leaves, the personnel is as printed again', () => {
    const { state, mask, normal, theirs } = given();
    expect(refused(state, play(mask, theirs))).toBe('INVALID_TARGET');
    const after = run(state, [play(mask, normal)]).state;
    const gone = moved(after, [[mask, Z.discard('p1')]]);
    expect(showsIcon(blueprintOf(gone, normal), 'AU')).toBe(false);
  });
});

describe('105_027 Immortal Again (event: discards Mortal Q and every Calamarain; or exchanged for an Amanda Rogers or Q2 of your discard pile)', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Immortal Again', 'Amanda Rogers', 'Q2', 'Tricorder'], opponentHand: ['Mortal Q', 'Calamarain'] });
    const [card, amanda, q2, tricorder] = built.ids.hand as [string, string, string, string];
    const [mortal, calamarain] = built.ids.opponentHand as [string, string];
    return { built, card, amanda, q2, tricorder, mortal, calamarain };
  };

  it('applies: with Mortal Q in play it is the target; played, Mortal Q and the Calamarain are discarded and the event goes to the discard pile', () => {
    const { built, card, mortal, calamarain } = given();
    const state = moved(built.state, [
      [mortal, Z.surface('L1')],
      [calamarain, Z.table('p2')],
    ]);
    expect(offered(state, card)).toEqual([[mortal, 0]]);
    const after = run(state, [play(card, mortal, 0)]);
    expect(ofType(after.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[mortal, 'discarded']]);
    expect(after.state.cards[mortal]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[calamarain]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('applies the other way: an Amanda Rogers or a Q2 of your discard pile comes to your hand, the event goes to the discard pile', () => {
    const { built, card, amanda, q2, tricorder } = given();
    const state = moved(built.state, [
      [amanda, Z.discard('p1')],
      [q2, Z.discard('p1')],
      [tricorder, Z.discard('p1')],
    ]);
    expect(offered(state, card)).toEqual([
      [amanda, 1],
      [q2, 1],
    ]);
    expect(refused(state, play(card, tricorder, 1))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, q2, 1)]).state;
    expect(after.cards[q2]!.zone).toBe(Z.hand('p1'));
    expect(after.cards[amanda]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: no Mortal Q in play and no Amanda Rogers or Q2 in the discard pile — nothing to play it on', () => {
    const { built, card, calamarain } = given();
    const state = moved(built.state, [[calamarain, Z.table('p2')]]);
    expect(offered(state, card)).toEqual([]);
  });
});

describe('103_053 Anti-Matter Spread (at the start of a ship battle: opposing ships’ WEAPONS -1 per personnel aboard with CUNNING<8; or the Borg Ship’s WEAPONS are 16 this turn)', () => {
  function attacked() {
    const cards: Placed[] = [
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 6, affiliation: 'Klingon' }) },
      { label: 'dull', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', c: 5, affiliation: 'Klingon' } },
      { label: 'dim', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'ENGINEER', c: 7, affiliation: 'Klingon' } },
      { label: 'sharp', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'SCIENCE', c: 8, affiliation: 'Klingon' } },
      { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 0, shields: 4, affiliation: 'Romulan' }) },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'ams', owner: 'p2', at: 'hand', card: 'Anti-Matter Spread' },
    ];
    const built = battleScene(cards);
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') };
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, attack]).state;
    return { state, id: built.id };
  }

  it('applies: played by the defender, the attacking ship fires with WEAPONS 6 - 2 (two crew under CUNNING 8) = 4 against SHIELDS 4: a miss', () => {
    const { state, id } = attacked();
    const window = state.windows!.at(-1)!;
    expect(window.player).toBe('p2');
    // Only the first way fits the battle's window, so no mode is named.
    expect(offered(state, id('ams'), 'p2')).toEqual([[window.card, undefined]]);
    const after = run(state, [play(id('ams'), window.card, undefined, 'p2'), { type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'BattleModified').map((e) => e.modifier)).toEqual([{ kind: 'weapons-per-crew', player: 'p1', attribute: 'CUNNING', below: 8, per: -1, source: id('ams') }]);
    expect(ofType(after.events, 'ShipsFired').map((e) => [e.stage, e.attack, e.defense, e.result])).toEqual([['open-fire', 4, 4, 'miss']]);
  });

  it('does not apply: not played, the same ship fires with 6 and hits; with no battle it is not offered the first way', () => {
    const { state } = attacked();
    const passed = run(state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(passed.events, 'ShipsFired').map((e) => [e.attack, e.defense, e.result])).toEqual([[6, 4, 'hit']]);
    const built = battleScene([{ label: 'ams', owner: 'p1', at: 'hand', card: 'Anti-Matter Spread' }]);
    expect(offered(built.state, built.id('ams'))).toEqual([]);
  });

  // A spaceline of space missions, the Borg Ship placed at L1 with p1's ship (SHIELDS 10).
  const LINE = ['Study Stellar Collision', 'Explore Dyson Sphere', 'Repair Mission', 'Investigate Disappearance', 'Explore Typhon Expanse'];
  function borgShipHere() {
    const built = scene({ missions: LINE, ship: ship({ shields: 10, weapons: 0 }), crew: [{ skills: 'OFFICER' }], hand: ['Anti-Matter Spread'], opponentHand: ['Borg Ship'] });
    const borg = built.ids.opponentHand[0]!;
    const state = evolveAll([{ type: 'DilemmaPlaced', card: borg, to: Z.atop('L1'), ongoing: { dilemma: borg, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] } }], built.state);
    return { state, borg, card: built.ids.hand[0]!, own: built.ids.ship! };
  }

  it('applies the other way: the Borg Ship attacks at the end of this turn with WEAPONS 16 — a hit on SHIELDS 10, not a direct hit; the next turn it is 24 again', () => {
    const { state, borg, card, own } = borgShipHere();
    // Outside a battle only the second way fits, so no mode is named.
    expect(offered(state, card)).toEqual([[borg, undefined]]);
    const after = run(state, [play(card, borg), end('p1')]);
    expect(ofType(after.events, 'SelfControlledBattle')[0]!.shots!.map((s) => [s.target, s.attack, s.defense, s.result])).toEqual([[own, 16, 10, 'hit']]);
    expect(after.state.cards[own]!.zone).toBe(Z.space('L1'));
    expect(roamingWeapons(after.state, borg, 24)).toBe(24);
  });

  it('does not apply the other way: not played, the Borg Ship fires 24 (a direct hit: the ship is destroyed); with no Borg Ship in play it is no target', () => {
    const { state, own } = borgShipHere();
    const after = run(state, [end('p1')]);
    expect(ofType(after.events, 'SelfControlledBattle')[0]!.shots!.map((s) => [s.attack, s.result])).toEqual([[24, 'direct-hit']]);
    expect(after.state.cards[own]!.zone).toBe(Z.discard('p1'));
    const none = scene({ missions: LINE, ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Anti-Matter Spread'] });
    expect(offered(none.state, none.ids.hand[0]!)).toEqual([]);
  });
});

describe('103_040 Intruder Force Field (event on your table: an opponent’s Telepathic Alien Kidnappers works for you; Rogue Borg on your ships need three to battle)', () => {
  function kidnappers(withField: boolean) {
    const built = scene({ missions: ['Excavation'], hand: ['Intruder Force Field'], opponentHand: ['Telepathic Alien Kidnappers', 'Tricorder', 'Scan'] });
    const [field] = built.ids.hand as [string];
    const [tak, tricorder] = built.ids.opponentHand as [string, string];
    let state = moved(built.state, [[tak, Z.table('p2')]]);
    if (withField) state = run(state, [play(field)]).state;
    return { state, field, tricorder };
  }

  it('applies: with it on p1’s table, p1 guesses at p2’s hand before ending each of p1’s turns, and p2 no longer guesses', () => {
    const { state, field, tricorder } = kidnappers(true);
    expect(state.cards[field]!.zone).toBe(Z.table('p1'));
    expect(refused(state, end('p1'))).toBe('GUESS_OWED');
    const right = run(state, [{ type: 'EndTurn', actor: 'p1', guess: { type: 'Equipment', card: tricorder } }]);
    expect(ofType(right.events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [tricorder]]]);
    expect(right.state.cards[tricorder]!.zone).toBe(Z.discard('p2'));
    expect(refused(right.state, end('p2'))).toBeNull();
  });

  it('does not apply: without it, p1 owes no guess and p2 guesses at p1’s hand as usual', () => {
    const { state } = kidnappers(false);
    expect(refused(state, end('p1'))).toBeNull();
    const p2Turn = run(state, [end('p1')]).state;
    expect(cardsIn(p2Turn, Z.hand('p1')).length).toBeGreaterThan(0);
    expect(refused(p2Turn, end('p2'))).toBe('GUESS_OWED');
  });

  function boarded(borgCount: number) {
    const hand = Array.from({ length: borgCount }, () => 'Rogue Borg Mercenaries');
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER', s: 1 }], hand: ['Intruder Force Field', ...hand] });
    const [field, ...borg] = built.ids.hand as [string, ...string[]];
    const aboard = borg.slice(0, -1).map((iid) => [iid, Z.on(built.ids.ship!)] as [string, string]);
    const state = moved(built.state, [[field, Z.table('p1')], ...aboard]);
    return { state, field, last: borg.at(-1)!, ship: built.ids.ship! };
  }

  it('applies: one Rogue Borg played on p1’s ship does not battle the crew (the field is named); it stays aboard', () => {
    const { state, field, last, ship: host } = boarded(1);
    const after = run(state, [play(last, host)]);
    expect(ofType(after.events, 'SelfControlledBattle')).toEqual([]);
    expect(ofType(after.events, 'CardEffectResolved').filter((e) => e.card === field).map((e) => e.target)).toEqual([host]);
    expect(groupOn(after.state, host)).toEqual([last]);
  });

  it('does not apply to three: the third Rogue Borg joins two aboard and the group battles the crew', () => {
    const { state, last, ship: host } = boarded(3);
    const after = run(state, [play(last, host)]);
    expect(ofType(after.events, 'SelfControlledBattle').map((e) => [e.against, e.attackers.length])).toEqual([['p1', 3]]);
  });
});

describe('103_063 Howard Heirloom Candle, its third way (a response to Anaphasic Organism or Empathic Echo just encountered: its effects are doubled)', () => {
  function encounter(dilemma: string, team: { skills: string; ch?: readonly string[]; i?: number }[]) {
    const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: team, hand: ['Howard Heirloom Candle'] });
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
    return { state, candle: built.ids.hand[0]!, dilemma: built.ids.seeds[0]!, team: built.ids.awayTeam };
  }
  const empaths = [{ skills: 'Empathy' }, { skills: 'Empathy' }, { skills: 'Empathy' }, { skills: 'OFFICER' }];
  /** p1 passes every window still open to it (the attempt goes on). */
  const settle = (from: { events: import('../types').GameEvent[]; state: GameState }) => {
    let current = from;
    while ((current.state.windows ?? []).some((window) => window.player === 'p1')) {
      const next = run(current.state, [{ type: 'PassResponse', actor: 'p1' }]);
      current = { events: [...current.events, ...next.events], state: next.state };
    }
    return current;
  };
  const killed = (events: readonly import('../types').GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').length;

  it('applies: Empathic Echo kills two empaths instead of one (random selection among the three)', () => {
    const { state, candle, dilemma } = encounter('Empathic Echo', empaths);
    expect(offered(state, candle)).toEqual([[dilemma, 2]]);
    const after = settle(run(state, [play(candle, dilemma, 2)]));
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toEqual([`(effects doubled) ${dilemma}`]);
    expect(ofType(after.events, 'RandomCardsSelected').filter((e) => e.purpose.startsWith('Empathic Echo')).map((e) => e.outcome.length)).toEqual([2]);
    expect(killed(after.events)).toBe(2);
  });

  it('applies: Anaphasic Organism discards the two highest-total females instead of one', () => {
    const { state, candle, dilemma, team } = encounter('Anaphasic Organism', [
      { skills: 'OFFICER', ch: ['Female'], i: 9 },
      { skills: 'OFFICER', ch: ['Female'], i: 8 },
      { skills: 'OFFICER', ch: ['Female'], i: 5 },
    ]);
    const after = settle(run(state, [play(candle, dilemma, 2)])).state;
    expect(team.map((iid) => after.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1'), Z.surface('L1')]);
  });

  it('does not apply: not played, Empathic Echo kills one; against another dilemma (Archer) the third way has no target', () => {
    const { state } = encounter('Empathic Echo', empaths);
    const passed = settle({ events: [], state });
    expect(killed(passed.events)).toBe(1);
    const archer = encounter('Archer', empaths);
    expect(offered(archer.state, archer.candle)).toEqual([]);
  });
});

describe('105_099 Penalty Box (Q event drawn in a Q-Flash: a random personnel present goes in the box; a box already in play sends its occupant out of play; nullified, the occupant returns to hand)', () => {
  /** Q cards that do nothing here (p1 leads by 1, no Wesley Crusher): they fill the Q-Flash of 4. */
  const FILLER = ['Lemon-Aid', 'Wesley Gets the Point', 'Gift of the Tormentor'];
  /** p1 attempts L1 (Q seeded under it) with a team of two; p2's Q-Continuum holds `deck` (top first); `boxed`: a Penalty Box on p2's table already holds p1's third personnel. */
  function flash(deck: readonly string[], boxed: boolean) {
    const built = scene({
      missions: ['Excavation', 'Reported Activity'],
      seeds: ['Q'],
      awayTeam: [{ skills: 'OFFICER Archaeology' }, { skills: 'SCIENCE Geology' }],
      hand: [{ skills: 'ENGINEER' }, 'Miss Q'],
      opponentHand: [...deck, 'Penalty Box', 'Q-Flash'],
    });
    const hand = built.ids.opponentHand;
    const qDeck = hand.slice(0, deck.length);
    const [oldBox, doorway] = hand.slice(deck.length) as [string, string];
    const [prisoner, missQ] = built.ids.hand as [string, string];
    const move = (card: string, from: string, to: string, faceUp = true): import('../types').GameEvent => ({ type: 'CardMoved', card, from, to, faceUp, reason: 'scene' });
    const before = evolveAll(
      [
        ...qDeck.map((card) => move(card, Z.hand('p2'), Z.side('p2'), false)),
        move(doorway, Z.hand('p2'), Z.table('p2')),
        ...(boxed ? [move(oldBox, Z.hand('p2'), Z.table('p2')), move(prisoner, Z.hand('p1'), Z.on(oldBox))] : []),
        { type: 'PointsScored', player: 'p1', points: 1, bonus: false, source: 'scene' },
      ],
      built.state,
    );
    const attempted = run(before, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    const choice = ofType(attempted.events, 'DilemmaChoiceRequested')[0]!;
    const after = run(attempted.state, [{ type: 'ChooseForDilemma', actor: 'p2', chosen: choice.choice.options.slice(0, choice.choice.pick) }]);
    return { state: after.state, events: after.events, box: qDeck[0]!, oldBox, prisoner, missQ, team: built.ids.awayTeam };
  }

  it('applies (no box in play): p2 puts it on their table and one of the team, picked at random, lies on it; Miss Q nullifying it sends that personnel back to p1’s hand', () => {
    const { state, events, box, team, missQ } = flash(['Penalty Box', ...FILLER], false);
    const selected = ofType(events, 'RandomCardsSelected').filter((e) => e.purpose === 'Penalty Box');
    expect(selected.map((e) => e.candidates)).toEqual([team]);
    const victim = selected[0]!.outcome[0]!;
    expect(state.cards[box]!.zone).toBe(Z.table('p2'));
    expect(cardsIn(state, Z.on(box))).toEqual([victim]);
    const nullified = run(state, [play(missQ, box)]);
    expect(ofType(nullified.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([
      [box, Z.side('p2')],
      [victim, Z.hand('p1')],
    ]);
  });

  it('applies (a box already in play): its occupant goes out of play, a new random victim takes its place, and the card drawn goes back to the Q-Continuum', () => {
    const { state, events, box, oldBox, prisoner } = flash(['Penalty Box', ...FILLER], true);
    const victim = ofType(events, 'RandomCardsSelected').filter((e) => e.purpose === 'Penalty Box')[0]!.outcome[0]!;
    expect(state.cards[prisoner]!.zone).toBe(Z.out('p1'));
    expect(cardsIn(state, Z.on(oldBox))).toEqual([victim]);
    expect(state.cards[box]!.zone).toBe(Z.side('p2'));
  });

  it('does not apply: a Q-Flash without it puts nobody in the box (the occupant stays); the box nullified later still returns its occupant to hand', () => {
    const { state, events, oldBox, prisoner, missQ } = flash(FILLER, true);
    expect(ofType(events, 'RandomCardsSelected').filter((e) => e.purpose === 'Penalty Box')).toEqual([]);
    expect(cardsIn(state, Z.on(oldBox))).toEqual([prisoner]);
    const released = run(state, [play(missQ, oldBox)]);
    expect(released.state.cards[prisoner]!.zone).toBe(Z.hand('p1'));
  });
});

describe('103_075 Seize Wesley (interrupt on an opponent’s ship held by a Ktarian Game: everyone aboard disabled, Wesley Crusher captured)', () => {
  function ktarian(withGame: boolean) {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: ['Wesley Crusher', { skills: 'OFFICER' }, { skills: 'ENGINEER' }], opponentHand: ['Seize Wesley', 'Ktarian Game'] });
    const [seize, game] = built.ids.opponentHand as [string, string];
    const host = built.ids.ship!;
    const [wesley, officer, engineer] = built.ids.crew as [string, string, string];
    const placed = withGame
      ? evolveAll(
          [
            { type: 'DilemmaPlaced', card: game, to: Z.on(host), ongoing: { dilemma: game, player: 'p1', on: 'ship', host, location: 'L1', affected: [] } },
            { type: 'PersonnelDisabled', card: engineer, source: game },
          ],
          built.state,
        )
      : built.state;
    const state = run(placed, [end('p1')]).state;
    return { state, seize, host, wesley, officer, engineer };
  }

  it('applies: on p2’s turn it targets p1’s ship under the Ktarian Game; the OFFICER is disabled (the ENGINEER already was) and Wesley Crusher is p2’s captive', () => {
    const { state, seize, host, wesley, officer, engineer } = ktarian(true);
    expect(offered(state, seize, 'p2')).toEqual([[host, undefined]]);
    const after = run(state, [play(seize, host, undefined, 'p2')]);
    expect(ofType(after.events, 'PersonnelDisabled').map((e) => e.card)).toEqual([wesley, officer]);
    expect(ofType(after.events, 'PersonnelCaptured').map((e) => [e.card, e.captor])).toEqual([[wesley, 'p2']]);
    expect(after.state.cards[wesley]!.zone.startsWith('held:p2')).toBe(true);
    expect(after.state.cards[engineer]!.zone).toBe(Z.aboard(host));
  });

  it('does not apply: with no Ktarian Game on the ship there is no target', () => {
    const { state, seize, host } = ktarian(false);
    expect(offered(state, seize, 'p2')).toEqual([]);
    expect(refused(state, play(seize, host, undefined, 'p2'))).toBe('INVALID_TARGET');
  });
});

describe('105_016 Anti-Matter Pod (equipment: left at a space mission, it damages the next ship to stop there without 3 Navigation and is discarded; Transporter Skill present nullifies it)', () => {
  // Space missions: L1 (Study Stellar Collision), L2 (Explore Dyson Sphere); a planet mission L3 (Excavation).
  function pod(navigators: number, transporter = false) {
    const second = ship({ shields: 6 });
    const crew = [...Array.from({ length: navigators }, () => ({ skills: 'Navigation' })), ...(transporter ? [{ skills: 'Transporter Skill' }] : [{ skills: 'OFFICER' }])];
    const built = scene({ missions: ['Study Stellar Collision', 'Explore Dyson Sphere', 'Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], equipment: ['Anti-Matter Pod'], hand: [second, ...crew] });
    const [other, ...aboard] = built.ids.hand as [string, ...string[]];
    const state = moved(built.state, [[other, Z.space('L2')], ...aboard.map((iid) => [iid, Z.aboard(other)] as [string, string])]);
    return { state, pod: built.ids.equipment[0]!, own: built.ids.ship!, other };
  }
  const leave = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'leave', target });

  it('applies: left atop L1, the next ship to stop at L1 without 3 Navigation is damaged and the pod discarded', () => {
    const { state, pod: card, other } = pod(2);
    expect(legalCommands(state, 'p1')).toContainEqual(leave(card, 'L1'));
    const left = run(state, [leave(card, 'L1')]).state;
    expect(left.cards[card]!.zone).toBe(Z.atop('L1'));
    const flown = run(left, [{ type: 'Fly', actor: 'p1', ship: other, to: 'L1' }]);
    expect(ofType(flown.events, 'ShipDamaged').map((e) => [e.ship, e.source])).toEqual([[other, card]]);
    expect(flown.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a ship with 3 Navigation aboard stops there unharmed and the pod stays; aboard a ship at a planet mission it cannot be left', () => {
    const { state, pod: card, other, own } = pod(3);
    const left = run(state, [leave(card, 'L1')]).state;
    const flown = run(left, [{ type: 'Fly', actor: 'p1', ship: other, to: 'L1' }]);
    expect(ofType(flown.events, 'ShipDamaged')).toEqual([]);
    expect(flown.state.cards[card]!.zone).toBe(Z.atop('L1'));
    const atPlanet = moved(state, [[own, Z.space('L3')]]);
    expect(legalCommands(atPlanet, 'p1').filter((cmd) => cmd.type === 'ActivateCard' && cmd.card === card)).toEqual([]);
  });

  it('applies: with Transporter Skill aboard a ship of theirs at L1, a player may nullify the pod there (to its owner’s discard pile); without it, no offer', () => {
    const { state, pod: card, other } = pod(0, true);
    const left = run(state, [leave(card, 'L1')]).state;
    const nullify: Command = { type: 'NullifyWithPresent', actor: 'p1', card };
    expect(legalCommands(left, 'p1')).not.toContainEqual(nullify);
    expect(refused(left, nullify)).toBe('REQUIREMENT_NOT_PRESENT');
    // The Transporter Skill ship put at L1 without a flight (flying in, it would stop there and take the damage first).
    const there = moved(left, [[other, Z.space('L1')]]);
    expect(legalCommands(there, 'p1')).toContainEqual(nullify);
    const after = run(there, [nullify]).state;
    expect(after.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

describe('105_024 Drought Tree (event planted on a planet mission you completed: 7 bonus points; an unopposed Away Team there may nullify it and its points)', () => {
  function planted() {
    const built = scene({ missions: ['Excavation', 'Reported Activity', 'Study Stellar Collision'], hand: ['Drought Tree', { skills: 'OFFICER' }], opponentHand: [{ skills: 'SECURITY' }] });
    const [tree, guard] = built.ids.hand as [string, string];
    const visitor = built.ids.opponentHand[0]!;
    const solved = evolveAll(
      ['L1', 'L3'].map((location, index) => ({ type: 'MissionSolved', player: 'p1', location, mission: built.ids.missions[index === 0 ? 0 : 2]!, contributors: [], points: 0 }) as import('../types').GameEvent),
      built.state,
    );
    return { state: solved, tree, guard, visitor };
  }
  const nullify = (card: string): Command => ({ type: 'NullifyWithPresent', actor: 'p2', card });

  it('applies: only the completed planet mission L1 is a target; planted, p1 scores 7 bonus points; p2’s unopposed Away Team on L1 nullifies it and the 7 points are lost', () => {
    const { state, tree, visitor } = planted();
    expect(offered(state, tree)).toEqual([['L1', undefined]]);
    const after = run(state, [play(tree, 'L1')]);
    expect(after.state.cards[tree]!.zone).toBe(Z.atop('L1'));
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 7, true]]);
    const p2Turn = moved(run(after.state, [end('p1')]).state, [[visitor, Z.surface('L1')]]);
    expect(legalCommands(p2Turn, 'p2')).toContainEqual(nullify(tree));
    const gone = run(p2Turn, [nullify(tree)]);
    expect(gone.state.cards[tree]!.zone).toBe(Z.discard('p1'));
    expect(ofType(gone.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', -7, true]]);
  });

  it('does not apply: an uncompleted or space mission is no target; with p1’s personnel on the planet too, p2’s Away Team is opposed and may not nullify it', () => {
    const { state, tree, guard, visitor } = planted();
    expect(refused(state, play(tree, 'L2'))).toBe('INVALID_TARGET');
    expect(refused(state, play(tree, 'L3'))).toBe('INVALID_TARGET');
    const after = run(state, [play(tree, 'L1')]).state;
    const p2Turn = moved(run(after, [end('p1')]).state, [
      [visitor, Z.surface('L1')],
      [guard, Z.surface('L1')],
    ]);
    expect(legalCommands(p2Turn, 'p2')).not.toContainEqual(nullify(tree));
    expect(refused(p2Turn, nullify(tree))).toBe('REQUIREMENT_NOT_PRESENT');
  });
});

describe('105_021 Discommendation (event on a Klingon who survived a losing battle: Non-Aligned, no Honor, its owner loses 5 points)', () => {
  function lost(species: 'Klingon' | 'Romulan') {
    const affiliation = species === 'Klingon' ? 'Klingon' : 'Romulan';
    const built = battleScene([
      { label: 'r', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: species === 'Klingon' ? 'Romulan' : 'Klingon' } },
      { label: 'a', owner: 'p2', at: 'surface', card: { skills: 'SECURITY Honor', s: 2, affiliation, ch: [species] } },
      { label: 'b', owner: 'p2', at: 'surface', card: { skills: 'SECURITY Honor', s: 2, affiliation, ch: [species] } },
      { label: 'c', owner: 'p2', at: 'surface', card: { skills: 'SECURITY Honor', s: 2, affiliation, ch: [species] } },
      { label: 'd', owner: 'p1', at: 'hand', card: 'Discommendation' },
    ]);
    const after = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    const passed = (after.state.windows ?? []).some((w) => w.action === 'battle-initiated') ? run(after.state, [{ type: 'PassResponse', actor: 'p1' }]) : after;
    const survivors = ['a', 'b', 'c'].map(built.id).filter((iid) => passed.state.cards[iid]!.zone === Z.surface('L1'));
    return { state: passed.state, events: [...after.events, ...passed.events], id: built.id, survivors };
  }

  it('applies: p2 lost with one Klingon left standing; p1 plays it on that Klingon, who is Non-Aligned without Honor, and p2 loses 5 points', () => {
    const { state, events, id, survivors } = lost('Klingon');
    expect(ofType(events, 'BattleEnded').map((e) => e.winner)).toEqual(['p1']);
    expect(survivors).toHaveLength(1);
    const [klingon] = survivors as [string];
    expect(offered(state, id('d'))).toEqual([[klingon, undefined]]);
    expect(meetGroup(state, requirement('Honor'), [klingon]).verdict).toBe('met');
    const after = run(state, [play(id('d'), klingon)]);
    expect(after.state.cards[id('d')]!.zone).toBe(Z.on(klingon));
    expect(blueprintOf(after.state, klingon).affiliations).toEqual(['Non-Aligned']);
    expect(meetGroup(after.state, requirement('Honor'), [klingon]).verdict).toBe('unmet');
    expect(meetGroup(after.state, requirement('SECURITY'), [klingon]).verdict).toBe('met');
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p2', -5]]);
  });

  it('does not apply: the surviving loser is a Romulan — no target (nor is the winner)', () => {
    const { state, id, survivors } = lost('Romulan');
    expect(survivors).toHaveLength(1);
    expect(offered(state, id('d'))).toEqual([]);
  });
});
