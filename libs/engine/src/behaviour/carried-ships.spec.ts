/**
 * Issue 15 (lead): ships carried aboard ships (`ships-may-be-carried`; behaviour/carried-ships.ts).
 *   1E rulebook › EXECUTING ORDERS › CARRIED SHIPS: loading and launching are like docking and undocking
 *   (no RANGE, the carried ship staffed); a carried ship is present with its carrier and both crews, not a
 *   battle target; a carried ship destroyed damages the carrier.
 * given (a carrier in space, a shuttle beside it, the permit on p1's table) / when (Dock at the carrier,
 * Fly, Walk, Undock) / then (zones, locations, refusals).
 */
import type { Card } from '@captains-log/cards';
import { destroyShip } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { legalCommands } from '../legal';
import { remainingRange } from '../play';
import { person, realCard, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { locationOfZone, Z } from '../zones';
import { isCarried } from './carried-ships';
import { matches } from './play';
import { behaviourOf } from './registry';

/** A test ship with the given class, characteristics, affiliation and special equipment (no staffing icons). */
function vessel(spec: { shipClass?: string; characteristics?: string[]; affiliation?: string; equipment?: string[] } = {}): Card {
  const base = ship({ ...(spec.affiliation ? { affiliation: spec.affiliation } : {}) });
  return { ...base, characteristics: spec.characteristics ?? [], ship: { ...base.ship!, specialEquipment: spec.equipment ?? [], ...(spec.shipClass ? { shipClass: spec.shipClass } : {}) } };
}
const carrierWithBeam = () => vessel({ shipClass: 'Galaxy Class', equipment: ['Tractor Beam'] });
const dock = (ship: string, carrier: string): Command => ({ type: 'Dock', actor: 'p1', ship, facility: carrier });

/** p1's carrier (crew: one personnel with `crewSkill`) at L1; `carried` ships beside it in space, each with a pilot; `permit` on p1's table. */
function given(spec: { permit?: string; carrier?: Card; crewSkill?: string; carried?: Card[]; affiliation?: string }) {
  const carried = spec.carried ?? [realCard('Type VI Shuttlecraft')];
  const affiliation = spec.affiliation ?? 'Federation';
  const built = scene({
    missions: ['Excavation', 'Investigate Alien Probe'],
    ship: spec.carrier ?? carrierWithBeam(),
    crew: [person({ skills: spec.crewSkill ?? 'ENGINEER', affiliation })],
    hand: [...(spec.permit ? [spec.permit] : []), ...carried, ...carried.map(() => person({ skills: 'OFFICER', affiliation }))],
  });
  const hand = [...built.ids.hand];
  const permit = spec.permit ? hand.shift()! : undefined;
  const ships = hand.slice(0, carried.length);
  const pilots = hand.slice(carried.length);
  const carrier = built.ids.ship!;
  const state = moved(built.state, [
    ...(permit ? [[permit, Z.table('p1')] as [string, string]] : []),
    ...ships.map((iid) => [iid, Z.space('L1')] as [string, string]),
    ...pilots.map((iid, index) => [iid, Z.aboard(ships[index]!)] as [string, string]),
  ]);
  return { state, carrier, ships, pilots, crew: built.ids.crew[0]! };
}

describe('103_038 Engage Shuttle Operations: your shuttlecraft may be loaded aboard, carried and launched by your ships with a Tractor Beam and an ENGINEER aboard', () => {
  it('applies: the Type VI Shuttlecraft docks at the carrier (no RANGE), flies with it, its pilot walks to the carrier and back, and it launches where the carrier now is', () => {
    const { state, carrier, ships, pilots } = given({ permit: 'Engage Shuttle Operations' });
    const shuttle = ships[0]!;
    expect(legalCommands(state, 'p1')).toContainEqual(dock(shuttle, carrier));
    const loaded = run(state, [dock(shuttle, carrier)]);
    expect(loaded.state.cards[shuttle]!.zone).toBe(Z.docked(carrier));
    expect(isCarried(loaded.state, shuttle)).toBe(true);
    expect(remainingRange(loaded.state, shuttle)).toBe(remainingRange(state, shuttle));
    // Flying the carrier takes the shuttle along: its location is the carrier's.
    const flown = run(loaded.state, [{ type: 'Fly', actor: 'p1', ship: carrier, to: 'L2' }]).state;
    expect(locationOfZone(flown, flown.cards[shuttle]!.zone)).toBe('L2');
    // The shuttle's pilot may walk aboard the carrier (both crews are present together) and back.
    expect(legalCommands(flown, 'p1')).toContainEqual({ type: 'Walk', actor: 'p1', cards: [pilots[0]!], to: Z.aboard(carrier) });
    const walked = run(flown, [{ type: 'Walk', actor: 'p1', cards: [pilots[0]!], to: Z.aboard(carrier) }]).state;
    expect(legalCommands(walked, 'p1')).toContainEqual({ type: 'Walk', actor: 'p1', cards: [pilots[0]!], to: Z.aboard(shuttle) });
    const back = run(walked, [{ type: 'Walk', actor: 'p1', cards: [pilots[0]!], to: Z.aboard(shuttle) }]).state;
    const launched = run(back, [{ type: 'Undock', actor: 'p1', ship: shuttle }]).state;
    expect(launched.cards[shuttle]!.zone).toBe(Z.space('L2'));
  });
  it('does not apply: without an ENGINEER aboard the carrier, on a carrier without a Tractor Beam, for a ship that is no shuttlecraft, or without the event, the Dock is refused', () => {
    const noEngineer = given({ permit: 'Engage Shuttle Operations', crewSkill: 'OFFICER' });
    expect(refused(noEngineer.state, dock(noEngineer.ships[0]!, noEngineer.carrier))).toBe('CANNOT_CARRY');
    expect(legalCommands(noEngineer.state, 'p1')).not.toContainEqual(dock(noEngineer.ships[0]!, noEngineer.carrier));
    const noBeam = given({ permit: 'Engage Shuttle Operations', carrier: vessel({ shipClass: 'Galaxy Class' }) });
    expect(refused(noBeam.state, dock(noBeam.ships[0]!, noBeam.carrier))).toBe('CANNOT_CARRY');
    const notShuttle = given({ permit: 'Engage Shuttle Operations', carried: [vessel({ shipClass: 'Miranda Class' })] });
    expect(refused(notShuttle.state, dock(notShuttle.ships[0]!, notShuttle.carrier))).toBe('CANNOT_CARRY');
    const none = given({});
    expect(refused(none.state, dock(none.ships[0]!, none.carrier))).toBe('CANNOT_CARRY');
    expect(legalCommands(none.state, 'p1').filter((command) => command.type === 'Dock')).toEqual([]);
  });
});

describe('123_058 Blue Alert: your shuttlecraft may be carried aboard and launched from your ships that have a Tractor Beam (no ENGINEER needed)', () => {
  it('applies: with only an OFFICER aboard the carrier, the shuttle is loaded', () => {
    const { state, carrier, ships } = given({ permit: 'Blue Alert', crewSkill: 'OFFICER' });
    expect(run(state, [dock(ships[0]!, carrier)]).state.cards[ships[0]!]!.zone).toBe(Z.docked(carrier));
  });
  it('does not apply: a carrier without a Tractor Beam may not carry it; a carried ship is not launched while its carrier has landed', () => {
    const noBeam = given({ permit: 'Blue Alert', carrier: vessel({ shipClass: 'Intrepid Class' }) });
    expect(refused(noBeam.state, dock(noBeam.ships[0]!, noBeam.carrier))).toBe('CANNOT_CARRY');
    const { state, carrier, ships } = given({ permit: 'Blue Alert' });
    const loaded = run(state, [dock(ships[0]!, carrier)]).state;
    const landed = moved(loaded, [[carrier, Z.surface('L1')]]);
    expect(refused(landed, { type: 'Undock', actor: 'p1', ship: ships[0]! })).toBe('CANNOT_LAUNCH');
  });
});

describe("116_023 Engage Shuttle Operations: Dominion: your shuttlecraft and Jem'Hadar attack ships may be loaded aboard and launched from your Dominion warships and battleships with a Tractor Beam", () => {
  const warship = () => vessel({ affiliation: 'Dominion', characteristics: ['Warship'], equipment: ['Tractor Beam'] });
  const attackShip = () => vessel({ affiliation: 'Dominion', characteristics: ["Jem'hadar Attack Ship"] });
  it("applies: a Jem'Hadar attack ship is loaded aboard a Dominion warship; the card list's Jem'Hadar Attack Ship and Jem'Hadar Warship match the permit", () => {
    const { state, carrier, ships } = given({ permit: 'Engage Shuttle Operations: Dominion', carrier: warship(), carried: [attackShip()], affiliation: 'Dominion', crewSkill: 'OFFICER' });
    expect(run(state, [dock(ships[0]!, carrier)]).state.cards[ships[0]!]!.zone).toBe(Z.docked(carrier));
    const permit = behaviourOf('116_023')!.permits!.find((one) => one.kind === 'ships-may-be-carried')!;
    if (permit.kind !== 'ships-may-be-carried') throw new Error('no carry permit');
    expect(matches(realCard("Jem'Hadar Attack Ship"), permit.ships)).toBe(true);
    expect(matches(realCard("Jem'Hadar Warship"), permit.carriers)).toBe(true);
  });
  it('does not apply: a Cardassian warship (not Dominion) carries nothing; a Dominion ship that is no warship or battleship carries nothing; the Galor is no carrier by the card list', () => {
    const cardassian = given({ permit: 'Engage Shuttle Operations: Dominion', carrier: vessel({ affiliation: 'Cardassian', characteristics: ['Warship'], equipment: ['Tractor Beam'] }), carried: [attackShip()], affiliation: 'Dominion', crewSkill: 'OFFICER' });
    expect(refused(cardassian.state, dock(cardassian.ships[0]!, cardassian.carrier))).toBe('CANNOT_CARRY');
    const plain = given({ permit: 'Engage Shuttle Operations: Dominion', carrier: vessel({ affiliation: 'Dominion', equipment: ['Tractor Beam'] }), carried: [attackShip()], affiliation: 'Dominion', crewSkill: 'OFFICER' });
    expect(refused(plain.state, dock(plain.ships[0]!, plain.carrier))).toBe('CANNOT_CARRY');
    const permit = behaviourOf('116_023')!.permits!.find((one) => one.kind === 'ships-may-be-carried')!;
    if (permit.kind !== 'ships-may-be-carried') throw new Error('no carry permit');
    expect(matches(realCard('Galor'), permit.carriers)).toBe(false);
  });
});

describe('192_025 Launch Bay: your [Sta] shuttlepods may be loaded aboard (limit 4) and launched from your NX-class ships with a Tractor Beam', () => {
  const nx = () => vessel({ shipClass: 'NX Class', affiliation: 'Starfleet', equipment: ['Tractor Beam'] });
  const pod = () => vessel({ affiliation: 'Starfleet', characteristics: ['Shuttlepod'] });
  it('applies: four shuttlepods are loaded aboard the NX-class ship', () => {
    const { state, carrier, ships } = given({ permit: 'Launch Bay', carrier: nx(), carried: [pod(), pod(), pod(), pod(), pod()], affiliation: 'Starfleet', crewSkill: 'OFFICER' });
    const four = run(state, ships.slice(0, 4).map((iid) => dock(iid, carrier))).state;
    expect(ships.slice(0, 4).map((iid) => four.cards[iid]!.zone)).toEqual(Array(4).fill(Z.docked(carrier)));
  });
  it('does not apply: a fifth shuttlepod is refused (limit 4); a ship of another class carries none', () => {
    const { state, carrier, ships } = given({ permit: 'Launch Bay', carrier: nx(), carried: [pod(), pod(), pod(), pod(), pod()], affiliation: 'Starfleet', crewSkill: 'OFFICER' });
    const four = run(state, ships.slice(0, 4).map((iid) => dock(iid, carrier))).state;
    expect(refused(four, dock(ships[4]!, carrier))).toBe('CANNOT_CARRY');
    const other = given({ permit: 'Launch Bay', carrier: vessel({ shipClass: 'Daedalus Class', affiliation: 'Starfleet', equipment: ['Tractor Beam'] }), carried: [pod()], affiliation: 'Starfleet', crewSkill: 'OFFICER' });
    expect(refused(other.state, dock(other.ships[0]!, other.carrier))).toBe('CANNOT_CARRY');
  });
});

describe('carried ships and destruction (1E rulebook › EXECUTING ORDERS › CARRIED SHIPS)', () => {
  it('a carried ship destroyed damages its carrier; a carrier destroyed takes its carried ship with it', () => {
    const { state, carrier, ships } = given({ permit: 'Blue Alert' });
    const loaded = run(state, [dock(ships[0]!, carrier)]).state;
    const first = new Ctx(loaded);
    destroyShip(first, ships[0]!, 'a test');
    expect(first.state.cards[carrier]!.damage).toBe(1);
    expect(first.state.cards[ships[0]!]!.zone).not.toBe(Z.docked(carrier));
    const second = new Ctx(loaded);
    destroyShip(second, carrier, 'a test');
    expect(second.state.cards[ships[0]!]!.zone).toBe(Z.discard('p1'));
    expect(second.state.cards[carrier]!.zone).toBe(Z.discard('p1'));
  });
  it('a facility destroyed leaves the ships docked at it undocked where it was (1E rulebook › EXECUTING ORDERS › DOCK & UNDOCK)', () => {
    const built = scene({ missions: ['Excavation'], ship: carrierWithBeam(), crew: [{ skills: 'OFFICER' }], hand: ['Federation Outpost'] });
    const outpost = built.ids.hand[0]!;
    const state = moved(built.state, [[outpost, Z.space('L1')], [built.ids.ship!, Z.docked(outpost)]]);
    const ctx = new Ctx(state);
    destroyShip(ctx, outpost, 'a test');
    expect(ctx.state.cards[built.ids.ship!]!.zone).toBe(Z.space('L1'));
    expect(ctx.state.cards[built.ids.crew[0]!]!.zone).toBe(Z.aboard(built.ids.ship!));
  });
});
