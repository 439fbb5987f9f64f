/**
 * Issue 15 (helper hamm): incidents of the Holodeck Adventures, Mirror Mirror and Nemesis lists.
 * 241_014 Engage the Borg — `tableIconGrant` (`affiliations`, `notIcons`: table-icon-grants.ts) and
 * `scoresShipDestroyed` (a number of points, `orDilemmas`, `ownerOnly`: ship-destroyed-scoring.ts).
 *   1E rulebook › THE CARDS › INCIDENTS; ICONS; BATTLE › SHIP BATTLE; STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS.
 * given (a scene: the incident on a table, ships at a location, a Borg Ship placed there) / when (InitiateShipBattle,
 * EndTurn) / then (the icons the personnel shows, the points scored), where the card applies and where it does not.
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf, compatible } from '../card-facts';
import { legalCommands } from '../legal';
import { mixesOf } from './play';
import { evolveAll } from '../evolve';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person, realCard, runAttempt, scene, ship } from '../testing/attempt-scene';
import { locationSpan } from '../play';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, PlayerId } from '../types';
import { Z } from '../zones';
import { showsIcon } from './property-logos';

describe('241_014 Engage the Borg (your non-[AU] Federation Generations/Insurrection/Nemesis personnel gain [FC]; 5 points for each Borg ship or Borg Ship dilemma you destroy)', () => {
  const logo = (property: string, affiliation = 'Federation', au = false): Card => {
    const card = person({ affiliation, skills: 'OFFICER' });
    return { ...card, property, icons: au ? [...card.icons, { code: 'AU', name: 'AU', category: 'icon' }] : card.icons };
  };
  it('on p1’s table: p1’s Federation Nemesis, Insurrection and Generations personnel show [FC]; not an [AU] one, a Klingon one, a TNG one, nor p2’s', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Engage the Borg', logo('Nem'), logo('Ins'), logo('Gen'), logo('Nem', 'Federation', true), logo('Nem', 'Klingon'), logo('TNG')], opponentHand: [logo('Nem')] });
    const [incident, nem, ins, gen, au, klingon, tng] = built.ids.hand as [string, ...string[]];
    const theirs = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[incident, Z.table('p1')]]);
    const fc = (iid: string) => showsIcon(blueprintOf(state, iid), 'FC');
    expect([nem, ins, gen].map((iid) => fc(iid!))).toEqual([true, true, true]);
    expect([au, klingon, tng, theirs].map((iid) => fc(iid!))).toEqual([false, false, false, false]);
    // Not on the table (in hand): no grant.
    expect(showsIcon(blueprintOf(built.state, nem!), 'FC')).toBe(false);
  });

  function shipBattle(targetAffiliation: string, table: PlayerId | null) {
    const placed: Placed[] = [
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 13, affiliation: 'Klingon' }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 4, shields: 6, affiliation: targetAffiliation }) },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: targetAffiliation } },
      { label: 'engage', owner: table ?? 'p1', at: 'hand', card: '241_014' },
    ];
    const built = battleScene(placed);
    const state = table ? moved(built.state, [[built.id('engage'), Z.table(table)]]) : built.state;
    const events = run(state, [
      { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') },
      { type: 'ReturnFire', actor: 'p2', target: null },
    ]).events;
    return { built, events };
  }
  it('p1’s ship destroys p2’s Borg ship in ship battle: p1 scores 5 bonus points from the incident', () => {
    const { built, events } = shipBattle('Borg', 'p1');
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toContain(built.id('t'));
    expect(ofType(events, 'PointsScored')).toEqual([{ type: 'PointsScored', player: 'p1', points: 5, bonus: true, source: built.id('engage') }]);
  });
  it('a Klingon ship destroyed scores nothing; nor a Borg ship destroyed by p1 while the incident is p2’s, or not in play', () => {
    expect(ofType(shipBattle('Klingon', 'p1').events, 'PointsScored')).toEqual([]);
    expect(ofType(shipBattle('Borg', 'p2').events, 'PointsScored')).toEqual([]);
    expect(ofType(shipBattle('Borg', null).events, 'PointsScored')).toEqual([]);
  });

  function borgShipDestroyed(withIncident: boolean) {
    const LINE = ['Study Stellar Collision', 'Explore Dyson Sphere', 'Repair Mission', 'Investigate Disappearance', 'Explore Typhon Expanse'];
    const second = ship({ shields: 30, weapons: 30 });
    const built = scene({ missions: LINE, ship: ship({ shields: 30, weapons: 30 }), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: [second, 'Engage the Borg'], opponentHand: ['Borg Ship'] });
    const borg = built.ids.opponentHand[0]!;
    const [other, incident] = built.ids.hand as [string, string];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: other, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: built.ids.crew[1]!, from: Z.aboard(built.ids.ship!), to: Z.aboard(other), faceUp: true, reason: 'scene' },
        ...(withIncident ? [{ type: 'CardMoved' as const, card: incident, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }] : []),
        { type: 'DilemmaPlaced', card: borg, to: Z.atop('L1'), ongoing: { dilemma: borg, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] } },
      ],
      built.state,
    );
    return { events: run(state, [{ type: 'EndTurn', actor: 'p1' }]).events, borg, incident };
  }
  it('p1’s return fire destroys the Borg Ship dilemma: p1 scores its 15 points and 5 more from the incident; without the incident only the 15', () => {
    const { events, borg, incident } = borgShipDestroyed(true);
    expect(ofType(events, 'PointsScored').map((e) => [e.player, e.points, e.source])).toEqual([
      ['p1', 15, borg],
      ['p1', 5, incident],
    ]);
    const none = borgShipDestroyed(false);
    expect(ofType(none.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', 15]]);
  });
});

describe('125_023 Children of Light (on your table: your [Holo] personnel mix and have no affiliation attack restrictions; or played: capture opposing [Holo] personnel with Iden, or aboard a damaged ship at Iden’s Olarra)', () => {
  const hologram = (affiliation: string, skills = 'OFFICER', s = 8): Card => {
    const base = person({ skills, affiliation, s });
    return { ...base, icons: [...base.icons, { code: 'Holo', name: 'Hologram', category: 'species' }] };
  };
  const playCard = (card: string, target?: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target !== undefined ? { target } : {}), ...(mode !== undefined ? { mode } : {}) });

  it('played on the table (no target): a Federation and a Klingon hologram of p1’s are compatible; a Klingon non-hologram is not; nothing mixes without the card', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Children of Light'] });
    const card = built.ids.hand[0]!;
    const after = run(built.state, [playCard(card)]).state;
    expect(after.cards[card]!.zone).toBe(Z.table('p1'));
    const fed = hologram('Federation');
    const kli = hologram('Klingon');
    const plain = person({ skills: 'OFFICER', affiliation: 'Klingon' });
    expect(compatible(fed, kli, mixesOf(after, 'p1'))).toBe(true);
    expect(compatible(fed, plain, mixesOf(after, 'p1'))).toBe(false);
    expect(compatible(fed, kli, mixesOf(built.state, 'p1'))).toBe(false);
  });

  /** p1's Federation force (holograms, or with a non-hologram) aboard p1's U.S.S. Phoenix (a Holodeck: holograms are active there) with p2's Romulan aboard; the card on p1's table or not. */
  function romulansAboard(force: readonly Card[], withCard: boolean) {
    const built = scene({ missions: ['Excavation'], ship: realCard('U.S.S. Phoenix'), crew: force, hand: ['Children of Light'], opponentHand: [person({ skills: 'SECURITY', affiliation: 'Romulan', s: 5 })] });
    const moves: [string, string][] = [[built.ids.opponentHand[0]!, Z.aboard(built.ids.ship!)]];
    if (withCard) moves.push([built.ids.hand[0]!, Z.table('p1')]);
    return { state: moved(built.state, moves), attack: { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.aboard(built.ids.ship!) } as Command };
  }
  it('a force of Federation holograms may attack the Romulan with the card on the table; without it, or with a non-hologram in the force, the Federation restriction holds', () => {
    const holograms = romulansAboard([hologram('Federation')], true);
    expect(refused(holograms.state, holograms.attack)).toBeNull();
    const without = romulansAboard([hologram('Federation')], false);
    expect(refused(without.state, without.attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    const mixed = romulansAboard([hologram('Federation'), person({ skills: 'OFFICER', affiliation: 'Federation' })], true);
    expect(refused(mixed.state, mixed.attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });

  /** p1's Olarra at L1 with Iden aboard (or not); p2's ship there, damaged (or not), with a hologram and a non-hologram aboard. */
  function olarra(opts: { iden: boolean; damaged: boolean }) {
    const built = scene({
      missions: ['Excavation'],
      hand: ['Children of Light', realCard('Olarra'), opts.iden ? realCard('Iden') : person({ skills: 'OFFICER', affiliation: 'Hirogen' })],
      opponentHand: [ship({ shields: 5, affiliation: 'Romulan' }), hologram('Romulan'), person({ skills: 'ENGINEER', affiliation: 'Romulan' })],
    });
    const [card, olarraShip, iden] = built.ids.hand as [string, string, string];
    const [theirShip, holo, plain] = built.ids.opponentHand as [string, string, string];
    let state = moved(built.state, [
      [olarraShip, Z.space('L1')],
      [iden, Z.aboard(olarraShip)],
      [theirShip, Z.space('L1')],
      [holo, Z.aboard(theirShip)],
      [plain, Z.aboard(theirShip)],
    ]);
    if (opts.damaged) state = evolveAll([{ type: 'ShipDamaged', ship: theirShip, damage: 1, source: 'test' } as GameEvent], state);
    return { state, card, theirShip, holo, plain };
  }
  it('Iden aboard the Olarra: the damaged opposing ship is the target; its hologram is captured, the other personnel is not; the card is discarded', () => {
    const { state, card, theirShip, holo, plain } = olarra({ iden: true, damaged: true });
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card && c.mode === 2)).toEqual([playCard(card, theirShip, 2)]);
    const after = run(state, [playCard(card, theirShip, 2)]);
    expect(ofType(after.events, 'PersonnelCaptured').map((e) => e.card)).toEqual([holo]);
    expect(after.state.cards[plain]!.zone).toBe(Z.aboard(theirShip));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('an undamaged ship is no target; nor is a damaged one without Iden aboard the Olarra', () => {
    const undamaged = olarra({ iden: true, damaged: false });
    expect(refused(undamaged.state, playCard(undamaged.card, undamaged.theirShip, 2))).toBe('INVALID_TARGET');
    const noIden = olarra({ iden: false, damaged: true });
    expect(refused(noIden.state, playCard(noIden.card, noIden.theirShip, 2))).toBe('INVALID_TARGET');
  });
});

describe('125_027 Holoprogram: Deadwood (with Sheriff Worf and Deputy Rozhenko aboard: span +X for the opponent, more SECURITY needed to battle here, a SECURITY dilemma nullified once each turn)', () => {
  const holodeckShip = (): Card => ({ ...ship(), ship: { ...ship().ship!, specialEquipment: ['Holodeck'] } }) as Card;
  const security = (n: number) => Array.from({ length: n }, () => person({ skills: 'SECURITY', affiliation: 'Non-Aligned' }));

  /** p1's Holodeck ship at L1 with `crew`; Deadwood on it (or in hand). */
  function aboard(crew: readonly (Card | string)[], onShip = true, missions: readonly string[] = ['Excavation'], seeds: readonly string[] = []) {
    const built = scene({ missions, ship: holodeckShip(), crew, hand: ['Holoprogram: Deadwood'], seeds });
    const state = onShip ? moved(built.state, [[built.ids.hand[0]!, Z.on(built.ids.ship!)]]) : built.state;
    return { state, ship: built.ids.ship!, crew: built.ids.crew, card: built.ids.hand[0]! };
  }
  it('span: both aboard with one more SECURITY personnel — +3 for p2, nothing for p1; five SECURITY aboard: at most +4; without Rozhenko, or off the ship: nothing', () => {
    const base = locationSpan(aboard([]).state, 'L1', 'p2');
    const three = aboard(['Sheriff Worf', 'Deputy Rozhenko', ...security(1)]);
    expect(locationSpan(three.state, 'L1', 'p2')).toBe(base + 3);
    expect(locationSpan(three.state, 'L1', 'p1')).toBe(base);
    expect(locationSpan(aboard(['Sheriff Worf', 'Deputy Rozhenko', ...security(3)]).state, 'L1', 'p2')).toBe(base + 4);
    expect(locationSpan(aboard(['Sheriff Worf', ...security(2)]).state, 'L1', 'p2')).toBe(base);
    expect(locationSpan(aboard(['Sheriff Worf', 'Deputy Rozhenko'], false).state, 'L1', 'p2')).toBe(base);
  });

  /** p2's turn: p1's ship at L1 (Worf and Rozhenko aboard, SECURITY 2, or Worf alone) and p1's personnel on the planet; p2's Klingons there with `skills`. */
  function battleHere(skills: string, both = true) {
    const holodeck = holodeckShip();
    const cast: Placed[] = [
      { label: 's', owner: 'p1', at: 'space', card: holodeck },
      { label: 'worf', owner: 'p1', at: { aboard: 's' }, card: 'Sheriff Worf' },
      ...(both ? [{ label: 'roz', owner: 'p1', at: { aboard: 's' }, card: 'Deputy Rozhenko' } as Placed] : []),
      { label: 'dw', owner: 'p1', at: 'hand', card: 'Holoprogram: Deadwood' },
      { label: 'team', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Non-Aligned' } },
      { label: 'k', owner: 'p2', at: 'surface', card: { skills, affiliation: 'Klingon' } },
    ];
    const built = battleScene(cast, { player: 'p2', number: 2 });
    const state = moved(built.state, [[built.id('dw'), Z.on(built.id('s'))]]);
    return refused(state, { type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') });
  }
  it('battle: p2 with SECURITY 3 here (more than p1’s 2) may attack; with SECURITY 2 it may not; without Rozhenko aboard it may', () => {
    expect(battleHere('OFFICER SECURITY x2 Honor')).toBe('BATTLE_FORBIDDEN');
    expect(battleHere('OFFICER SECURITY x3')).toBeNull();
    expect(battleHere('OFFICER SECURITY x2', false)).toBeNull();
  });

  it('nullifier: p1’s crew with Sheriff Worf meets Barclay’s Protomorphosis Disease at L1 (no MEDICAL): nullified by the holoprogram, nobody dies; the second one that turn is not', () => {
    const team = ['Sheriff Worf', 'Deputy Rozhenko', person({ skills: 'OFFICER', affiliation: 'Federation' })];
    const { state, ship: craft, crew, card } = aboard(team, true, ['Investigate Disappearance'], ["Barclay's Protomorphosis Disease", "Barclay's Protomorphosis Disease"]);
    const met = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: craft });
    const nullified = ofType(met.events, 'PlayNullified');
    expect(nullified).toHaveLength(1);
    expect(nullified[0]).toMatchObject({ by: card });
    // The second copy is not nullified (once each turn): the crew dies.
    expect(ofType(met.events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card).sort()).toEqual([...crew].sort());
  });
  it('nullifier does not apply without Rozhenko aboard: the first Barclay’s kills the crew', () => {
    const { state, ship: craft } = aboard(['Sheriff Worf', person({ skills: 'OFFICER', affiliation: 'Federation' })], true, ['Investigate Disappearance'], ["Barclay's Protomorphosis Disease"]);
    const met = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: craft });
    expect(ofType(met.events, 'PlayNullified')).toEqual([]);
    expect(ofType(met.events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toHaveLength(2);
  });
});
