/**
 * 202_016 Training Cruise (issue 15, helper voyent): on your ship, cadets report aboard (one each turn
 * for free), the ship is +1 per cadet aboard (at most +4), and with at most one non-cadet aboard the
 * ship and its crew ignore the affiliation attack restrictions (crew-lifted-restrictions.ts;
 * ship-modifiers-aboard.ts › perAboard; report-aboard.ts; free-reports.ts).
 *   1E rulebook › REPORTING FOR DUTY; PLAYING "FOR FREE"; BATTLE › ATTACK RESTRICTIONS.
 * given (p1's Federation ship at L1 with Training Cruise on it) / when (ReportForDuty, InitiateShipBattle,
 * InitiateBattle) / then (the facts).
 */
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { report } from '../testing/commands';

const cadet = (skills = 'OFFICER') => ({ skills, affiliation: 'Federation', ch: ['Cadet'] });

describe('202_016 Training Cruise: cadets report aboard (one a turn for free); the ship is +1 per cadet aboard', () => {
  const given = (crew: object[], hand: object[]) => {
    const built = scene({ missions: ['Avert Disaster'], ship: ship({ affiliation: 'Federation' }), crew: crew as never, hand: ['Training Cruise', ...(hand as never[])] });
    const [cruise, ...rest] = built.ids.hand as [string, ...string[]];
    return { state: moved(built.state, [[cruise, Z.on(built.ids.ship!)]]), ship: built.ids.ship!, hand: rest, base: built.state };
  };
  it('applies: the first cadet reports aboard for free, the second with the normal card play; two cadets aboard make the ship +2', () => {
    const { state, ship: host, hand, base } = given([cadet(), cadet('ENGINEER')], [cadet('SCIENCE'), cadet('MEDICAL')]);
    const first = accepted(state, report(hand[0]!, host));
    expect(ofType(first.events, 'CardReported')).toEqual([expect.objectContaining({ card: hand[0], normalCardPlay: false })]);
    expect(ofType(accepted(first.state, report(hand[1]!, host)).events, 'CardReported')).toEqual([expect.objectContaining({ card: hand[1], normalCardPlay: true })]);
    for (const attribute of ['RANGE', 'WEAPONS', 'SHIELDS'] as const) expect(shipAttribute(state, host, attribute)).toBe(shipAttribute(base, host, attribute) + 2);
  });
  it('does not apply: a non-cadet may not report aboard; non-cadets aboard add nothing; at most +4 with six cadets', () => {
    const { state, ship: host, hand, base } = given([{ skills: 'OFFICER', affiliation: 'Federation' }], [{ skills: 'SCIENCE', affiliation: 'Federation' }]);
    expect(refused(state, report(hand[0]!, host))).toBe('NOT_REPORTABLE');
    expect(shipAttribute(state, host, 'RANGE')).toBe(shipAttribute(base, host, 'RANGE'));
    const six = given([cadet(), cadet(), cadet(), cadet(), cadet(), cadet()], []);
    expect(shipAttribute(six.state, six.ship, 'WEAPONS')).toBe(shipAttribute(six.base, six.ship, 'WEAPONS') + 4);
  });
});

describe('202_016 Training Cruise: with at most one non-cadet aboard, the ship and its crew ignore the affiliation attack restrictions', () => {
  const placed = (crew: object[]): Placed[] => [
    { label: 'a', owner: 'p1', at: 'space', card: warship({ affiliation: 'Federation', weapons: 9 }) },
    ...crew.map((card, index): Placed => ({ label: `c${index}`, owner: 'p1', at: { aboard: 'a' }, card: card as never })),
    { label: 't', owner: 'p2', at: 'space', card: warship({ affiliation: 'Klingon' }) },
    { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    { label: 'cruise', owner: 'p1', at: 'hand', card: 'Training Cruise' },
  ];
  const given = (crew: object[], onShip = true) => {
    const built = battleScene(placed(crew));
    const state: GameState = onShip ? moved(built.state, [[built.id('cruise'), Z.on(built.id('a'))]]) : built.state;
    return { state, id: built.id };
  };
  const attack = (id: (label: string) => string): Command => ({ type: 'InitiateShipBattle', actor: 'p1', ships: [id('a')], target: id('t') });
  it('applies: a cadet crew (one non-cadet among them) may fire on a Klingon ship', () => {
    const { state, id } = given([cadet(), { skills: 'ENGINEER', affiliation: 'Federation' }]);
    expect(when(state, attack(id))).toHaveProperty('events');
  });
  it('does not apply: two non-cadets aboard, or no Training Cruise on the ship — the Federation restriction holds', () => {
    const two = given([cadet(), { skills: 'ENGINEER', affiliation: 'Federation' }, { skills: 'SCIENCE', affiliation: 'Federation' }]);
    expect(refused(two.state, attack(two.id))).toBe('AFFILIATION_ATTACK_RESTRICTION');
    const none = given([cadet()], false);
    expect(refused(none.state, attack(none.id))).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
  it('applies: the crew fights a Klingon intruder aboard; does not apply: with two non-cadets aboard it may not', () => {
    const intruder: Placed = { label: 'k', owner: 'p2', at: { aboard: 'a' }, card: { skills: 'SCIENCE', affiliation: 'Klingon' } };
    const fight = (id: (label: string) => string): Command => ({ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.aboard(id('a')) });
    const cadets = battleScene([...placed([cadet(), cadet('ENGINEER')]), intruder]);
    const ok = moved(cadets.state, [[cadets.id('cruise'), Z.on(cadets.id('a'))]]);
    expect(when(ok, fight(cadets.id))).toHaveProperty('events');
    const mixed = battleScene([...placed([cadet(), { skills: 'ENGINEER', affiliation: 'Federation' }, { skills: 'SCIENCE', affiliation: 'Federation' }]), intruder]);
    const no = moved(mixed.state, [[mixed.id('cruise'), Z.on(mixed.id('a'))]]);
    expect(refused(no, fight(mixed.id))).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});
