/**
 * Issue 15 (helper battle): equipment that fights in personnel battle like a personnel (`fightsInBattle`,
 * behaviour/battle-equipment.ts) — 126_013 Transporter Drones, 125_016 Satan's Robot, 103_034 Echo Papa 607 Killer Drone.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (3. Form Up: cards which act as personnel; 4. Combat; 6. Resolution); CAPTURE;
 *   STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS (Rogue Borg battles).
 * given (a battle scene at L1: p1's leader and the equipment, p2's personnel) / when (InitiatePersonnelBattle, or the
 * turn ending into a Rogue Borg battle) / then (the combat piles, each pairing's STRENGTHs, captures, the card record).
 */
import type { Card } from '@captains-log/cards';
import { ofType } from '../testing/attempt-scene';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { moved, play } from '../testing/scenario';
import { evolveAll } from '../evolve';
import { check } from '../decide';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const attack = (zone: string): Command => ({ type: 'InitiatePersonnelBattle', actor: 'p1', zone });
const leader = (at: Placed['at'] = 'surface'): Placed => ({ label: 'leader', owner: 'p1', at, card: { skills: 'OFFICER Leadership', s: 5, affiliation: 'Klingon', ch: ['Klingon'] } });
const foe = (label: string, s: number, c: number, ch: string[] = ['Romulan'], at: Placed['at'] = 'surface'): Placed => ({ label, owner: 'p2', at, card: { skills: 'SECURITY', s, c, affiliation: 'Romulan', ch } });
const gear = (title: string, at: Placed['at'] = 'surface'): Placed => ({ label: 'gear', owner: 'p1', at, card: title });
const holodeckShip = (): Card => {
  const base = warship();
  return { ...base, ship: { ...base.ship!, specialEquipment: ['Holodeck'] } };
};

/** The pairing the equipment fought in (its STRENGTH first), or undefined when it was not drawn. */
function gearPairing(events: readonly GameEvent[], gearId: string): { own: number; adversary: number; loser: string | null; outcome: string } | undefined {
  const found = ofType(events, 'CombatResolved').find((event) => event.by === undefined && event.adversaries.includes(gearId));
  if (!found) return undefined;
  const mine = found.adversaries[0] === gearId ? 0 : 1;
  return { own: found.strengths[mine]!, adversary: found.strengths[1 - mine]!, loser: found.loser, outcome: found.outcome };
}

describe('126_013 Transporter Drones (STRENGTH 8 against the adversary’s CUNNING; captures an adversary it stuns, beamed to your ship here)', () => {
  const scene = (withShip: boolean) =>
    battleScene([leader(), gear('Transporter Drones'), foe('r1', 4, 5), foe('r2', 4, 5), ...(withShip ? [{ label: 'ship', owner: 'p1', at: 'space', card: warship() } as Placed] : [])]);

  it('applies: it joins the combat pile, meets its adversary’s CUNNING (5) with 8, stuns and captures it aboard your ship', () => {
    const built = scene(true);
    const { events, state } = play(built.state, [attack(Z.surface('L1'))]);
    const piles = ofType(events, 'CombatPilesFormed')[0]!.piles;
    expect([...piles.p1].sort()).toEqual([built.id('leader'), built.id('gear')].sort());
    expect(ofType(events, 'EquipmentJoinedBattle').map((event) => event.cards)).toEqual([[built.id('gear')]]);
    const pairing = gearPairing(events, built.id('gear'))!;
    expect(pairing).toMatchObject({ own: 8, adversary: 5, outcome: 'stunned' });
    const captured = ofType(events, 'PersonnelCaptured');
    expect(captured.map((event) => [event.card, event.captor, event.to, event.source])).toEqual([[pairing.loser, 'p1', Z.held('p1', built.id('ship')), built.id('gear')]]);
    // It is no personnel: never stopped, never the battle's casualty; it stays on the planet.
    expect(state.cards[built.id('gear')]).toMatchObject({ zone: Z.surface('L1'), battlesUsed: 1 });
    expect(ofType(events, 'CardStopped').map((event) => event.card)).not.toContain(built.id('gear'));
  });

  it('does not apply: with no ship of yours here the adversary it stuns is not captured', () => {
    const built = scene(false);
    const { events } = play(built.state, [attack(Z.surface('L1'))]);
    expect(gearPairing(events, built.id('gear'))).toMatchObject({ own: 8, adversary: 5, outcome: 'stunned' });
    expect(ofType(events, 'PersonnelCaptured')).toEqual([]);
  });

  it('does not apply: an adversary of CUNNING 9 stuns it; the stunned drones do not count for the winner', () => {
    const built = battleScene([leader(), gear('Transporter Drones'), foe('r1', 4, 9), foe('r2', 4, 9)]);
    const { events } = play(built.state, [attack(Z.surface('L1'))]);
    expect(gearPairing(events, built.id('gear'))).toMatchObject({ own: 8, adversary: 9, outcome: 'stunned', loser: built.id('gear') });
    expect(ofType(events, 'BattleEnded')[0]!.totals!.p1).toBeLessThanOrEqual(5);
  });
});

describe("125_016 Satan's Robot (STRENGTH 8, none against a Borg or android; captures a female or [Holo] adversary it stuns)", () => {
  // A hologram: it works aboard a ship with a Holodeck; the intruders are p2's personnel aboard p1's ship.
  const scene = (ch: string[]) => {
    const aboard = { aboard: 'ship' } as const;
    return battleScene([{ label: 'ship', owner: 'p1', at: 'space', card: holodeckShip() }, leader(aboard), gear("Satan's Robot", aboard), foe('r1', 4, 5, ch, aboard), foe('r2', 4, 5, ch, aboard)]);
  };

  it('applies: against a female Romulan it fights with 8, stuns her (a hologram only stuns) and captures her', () => {
    const built = scene(['Romulan', 'Female']);
    const { events } = play(built.state, [attack(Z.aboard(built.id('ship')))]);
    const pairing = gearPairing(events, built.id('gear'))!;
    expect(pairing).toMatchObject({ own: 8, adversary: 4, outcome: 'stunned' });
    expect(ofType(events, 'PersonnelCaptured').map((event) => [event.card, event.source])).toEqual([[pairing.loser, built.id('gear')]]);
  });

  it('does not apply: a male adversary it stuns is not captured; against an android it has no STRENGTH and is mortally wounded (discarded)', () => {
    const male = scene(['Romulan']);
    const first = play(male.state, [attack(Z.aboard(male.id('ship')))]);
    expect(gearPairing(first.events, male.id('gear'))).toMatchObject({ own: 8, outcome: 'stunned' });
    expect(ofType(first.events, 'PersonnelCaptured')).toEqual([]);
    const android = scene(['Android']);
    const second = play(android.state, [attack(Z.aboard(android.id('ship')))]);
    expect(gearPairing(second.events, android.id('gear'))).toMatchObject({ own: 0, adversary: 4, outcome: 'mortally-wounded', loser: android.id('gear') });
    expect(second.state.cards[android.id('gear')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply where holograms are not activated (no Holodeck): it stays out of the battle', () => {
    const aboard = { aboard: 'ship' } as const;
    const built = battleScene([{ label: 'ship', owner: 'p1', at: 'space', card: warship() }, leader(aboard), gear("Satan's Robot", aboard), foe('r1', 4, 5, ['Female'], aboard)]);
    const { events } = play(built.state, [attack(Z.aboard(built.id('ship')))]);
    expect(ofType(events, 'CombatPilesFormed')[0]!.piles.p1).toEqual([built.id('leader')]);
  });
});

describe('103_034 Echo Papa 607 Killer Drone (Away Team and Rogue Borg battles; STRENGTH 10 the first battle, 20 the next …)', () => {
  const usedBefore = (state: GameState, card: string, times: number): GameState =>
    evolveAll(
      Array.from({ length: times }, () => ({ type: 'EquipmentJoinedBattle', cards: [card] }) as GameEvent),
      state,
    );

  it('applies: STRENGTH 10 in its first Away Team battle, 20 in the next; the count is kept on its card record', () => {
    const built = battleScene([leader(), gear('Echo Papa 607 Killer Drone'), foe('r1', 6, 5), foe('r2', 6, 5)]);
    const first = play(built.state, [attack(Z.surface('L1'))]);
    expect(gearPairing(first.events, built.id('gear'))).toMatchObject({ own: 10, adversary: 6 });
    expect(first.state.cards[built.id('gear')]!.battlesUsed).toBe(1);
    const second = play(usedBefore(built.state, built.id('gear'), 1), [attack(Z.surface('L1'))]);
    expect(gearPairing(second.events, built.id('gear'))).toMatchObject({ own: 20, adversary: 6, outcome: 'mortally-wounded' });
  });

  it('applies in a Rogue Borg battle against its crew: it joins the crew’s combat pile', () => {
    const aboard = { aboard: 'ship' } as const;
    const built = battleScene([
      { label: 'ship', owner: 'p1', at: 'space', card: warship() },
      leader(aboard),
      gear('Echo Papa 607 Killer Drone', aboard),
      { label: 'b1', owner: 'p2', at: 'hand', card: 'Rogue Borg Mercenaries' },
      { label: 'b2', owner: 'p2', at: 'hand', card: 'Rogue Borg Mercenaries' },
    ]);
    const state = moved(built.state, [
      [built.id('b1'), Z.on(built.id('ship'))],
      [built.id('b2'), Z.on(built.id('ship'))],
    ]);
    const { events, state: after } = play(state, [{ type: 'EndTurn', actor: 'p1' }]);
    const crewPile = ofType(events, 'RandomCardsSelected').find((event) => event.purpose.includes('combat pile (p1)'))!;
    expect([...crewPile.candidates].sort()).toEqual([built.id('leader'), built.id('gear')].sort());
    expect(gearPairing(events, built.id('gear'))).toMatchObject({ own: 10, adversary: 2 });
    expect(after.cards[built.id('gear')]!.battlesUsed).toBe(1);
  });

  it('does not apply in a crew battle aboard its own ship (not an Away Team battle)', () => {
    const aboard = { aboard: 'ship' } as const;
    const built = battleScene([{ label: 'ship', owner: 'p1', at: 'space', card: warship() }, leader(aboard), gear('Echo Papa 607 Killer Drone', aboard), foe('r1', 6, 5, ['Romulan'], aboard)]);
    const { events } = play(built.state, [attack(Z.aboard(built.id('ship')))]);
    expect(ofType(events, 'CombatPilesFormed')[0]!.piles.p1).toEqual([built.id('leader')]);
    expect(ofType(events, 'EquipmentJoinedBattle')).toEqual([]);
  });
});

describe('117_013 Breen CRM114 (reports to your Breen or arms dealer; at the start of a Rogue Borg battle kills up to five of them)', () => {
  const boarded = (members: number, aboard: boolean) => {
    const on = { aboard: 'ship' } as const;
    const built = battleScene([
      { label: 'ship', owner: 'p1', at: 'space', card: warship() },
      leader(on),
      { label: 'gear', owner: 'p1', at: aboard ? on : 'hand', card: 'Breen CRM114' },
      ...Array.from({ length: members }, (_, i): Placed => ({ label: `b${i}`, owner: 'p2', at: 'hand', card: 'Rogue Borg Mercenaries' })),
    ]);
    const state = moved(
      built.state,
      Array.from({ length: members }, (_, i) => [built.id(`b${i}`), Z.on(built.id('ship'))] as [string, string]),
    );
    return { ...play(state, [{ type: 'EndTurn', actor: 'p1' }]), id: built.id };
  };

  it('applies: six Rogue Borg aboard with the CRM114; five are killed before the combat, the last fights alone (STRENGTH 1)', () => {
    const { events, state, id } = boarded(6, true);
    const gone = Array.from({ length: 6 }, (_, i) => id(`b${i}`)).filter((iid) => state.cards[iid]!.zone === Z.discard('p2'));
    expect(gone.length).toBeGreaterThanOrEqual(5);
    expect(ofType(events, 'CardEffectResolved').find((event) => event.card === id('gear'))?.effect).toBe('5 Rogue Borg Mercenaries killed at the start of the battle');
    expect(ofType(events, 'CombatResolved')[0]!.strengths).toContain(1);
  });

  it('applies: three Rogue Borg are all killed; no battle is fought', () => {
    const { events } = boarded(3, true);
    expect(ofType(events, 'SelfControlledBattle')).toEqual([]);
  });

  it('does not apply: without it aboard the whole group fights', () => {
    const { events } = boarded(3, false);
    expect(ofType(events, 'SelfControlledBattle')[0]!.attackers).toHaveLength(3);
  });

  it('reports where your Breen is; where only a non-Breen, non-arms-dealer personnel is, it is refused', () => {
    const scene = (ch: string[]) => battleScene([{ label: 'p', owner: 'p1', at: 'surface', card: { skills: 'SECURITY', s: 5, affiliation: 'Dominion', ch } }, { label: 'gear', owner: 'p1', at: 'hand', card: 'Breen CRM114' }]);
    const breen = scene(['Breen']);
    const report: Command = { type: 'SpecialReport', actor: 'p1', card: breen.id('gear'), to: Z.surface('L1') };
    expect(check(breen.state, report)).toBeNull();
    const other = scene(['Vorta']);
    expect(check(other.state, { ...report, card: other.id('gear') })).not.toBeNull();
  });
});
