/**
 * Issue 15, personnel pass: personnel whose special skill changes a ship — the ship they are aboard,
 * or the matching ships at their location. Every RANGE / WEAPONS / SHIELDS read goes through
 * `shipAttribute`, which adds `crewShipBonus` (ship-modifiers-personnel.ts).
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT";
 *   1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (a ship with a crew, from events) / when (shipAttribute reads it) / then (the value).
 */
import { attributeNumber, type Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { realCard, scene, ship as testShip, type SceneSpec } from '../testing/attempt-scene';
import type { ShipAttribute } from './vocabulary-events';

const printed = (ship: Card, attribute: ShipAttribute) =>
  attributeNumber(
    attribute === 'RANGE'
      ? ship.ship!.range
      : attribute === 'WEAPONS'
        ? ship.ship!.weapons
        : ship.ship!.shields,
  );
/** The ship's attribute with `personnel` aboard it (p1's ship undocked at L1). */
const aboard = (
  ship: Card,
  personnel: readonly string[],
  attribute: ShipAttribute,
  spec: Partial<SceneSpec> = {},
) => {
  const built = scene({
    missions: ['Study Stellar Collision'],
    ...spec,
    ship,
    crew: personnel.map((p) => realCard(p)),
  });
  return shipAttribute(built.state, built.ids.ship!, attribute) - printed(ship, attribute);
};

describe('personnel who change the ship they are aboard', () => {
  const cases: [string, string, string, ShipAttribute, number, string][] = [
    ['119_058', 'Ensign Chekov', 'Starship Enterprise', 'RANGE', 2, 'U.S.S. Jupiter'],
    ['119_067', 'Lt. Sulu', 'Starship Enterprise', 'WEAPONS', 2, 'U.S.S. Jupiter'],
    [
      '126_043',
      'Commander Chekov',
      'Starship Enterprise (The Motion Pictures)',
      'WEAPONS',
      2,
      'U.S.S. Jupiter',
    ],
    [
      '122_067',
      'Chief Navigator Chekov',
      'I.S.S. Enterprise',
      'WEAPONS',
      1,
      'I.S.S. Enterprise NX-01',
    ],
    ['126_047', 'Demora Sulu', 'I.S.S. Enterprise NX-01', 'RANGE', 1, 'U.S.S. Jupiter'],
    ['126_096', 'Joachim', 'U.S.S. Reliant', 'WEAPONS', 3, 'U.S.S. Jupiter'],
    [
      '238_025',
      'Commander Chekov (Paradise Lost)',
      'U.S.S. Reliant',
      'WEAPONS',
      2,
      'U.S.S. Jupiter',
    ],
    ['163_038', "K'Vit", "Cha'Joh", 'RANGE', 2, 'I.K.S. Bortas'],
    ['126_072', "Ch'dak", 'I.K.S. Amar', 'RANGE', 1, 'I.K.S. Bortas'],
    ['238_020', 'Commander Sulu', 'I.K.S. Amar', 'RANGE', 1, 'U.S.S. Jupiter'],
    ['116_064', "Lamat'Ukan", 'Aldara', 'WEAPONS', 2, 'Aldara'],
  ];
  for (const [id, title, ship, attribute, delta, other] of cases) {
    it(`${id} ${title}: aboard ${ship} its ${attribute} is +${delta}; aboard ${other} it is not${id === '116_064' ? " (the opponent's ship)" : ''}`, () => {
      expect(aboard(realCard(ship), [id], attribute)).toBe(delta);
      if (id === '116_064') {
        // His owner's ship only: a crew of p1 aboard p2's ship gives it nothing.
        const built = scene({
          missions: ['Study Stellar Collision'],
          ship: realCard(other),
          crew: [realCard(id)],
        });
        const theirs = {
          ...built.state,
          cards: {
            ...built.state.cards,
            [built.ids.ship!]: { ...built.state.cards[built.ids.ship!]!, owner: 'p2' as const },
          },
        };
        expect(shipAttribute(theirs, built.ids.ship!, attribute)).toBe(
          printed(realCard(other), attribute),
        );
      } else expect(aboard(realCard(other), [id], attribute)).toBe(0);
    });
  }
  it('123_133 Stadi: a Federation ship is RANGE +1, an Intrepid-class one +2, a Klingon ship +0', () => {
    expect(aboard(realCard('U.S.S. Jupiter'), ['123_133'], 'RANGE')).toBe(1);
    expect(aboard(realCard('U.S.S. Intrepid'), ['123_133'], 'RANGE')).toBe(2);
    expect(aboard(realCard('I.K.S. Bortas'), ['123_133'], 'RANGE')).toBe(0);
  });
  it('124_062 Seventeen of Eighteen: RANGE +2 per copy aboard her own ship in the Delta Quadrant; nothing in the Alpha Quadrant', () => {
    expect(aboard(testShip(), ['124_062', '124_062'], 'RANGE', { quadrant: 'Delta' })).toBe(4);
    expect(aboard(testShip(), ['124_062'], 'RANGE')).toBe(0);
  });
  it('126_071 Captain Kang: WEAPONS +2 at a mission with the Klingon icon, not at another', () => {
    expect(
      aboard(realCard('I.K.S. Bortas'), ['126_071'], 'WEAPONS', {
        missions: ['Study Stellar Collision'],
      }),
    ).toBe(2);
    expect(
      aboard(realCard('I.K.S. Bortas'), ['126_071'], 'WEAPONS', {
        missions: ['Study Plasma Storm'],
      }),
    ).toBe(0);
  });
  it('two copies of a title that is not cumulative count once (Lt. Sulu 119_067)', () => {
    expect(aboard(realCard('Starship Enterprise'), ['119_067', '119_067'], 'WEAPONS')).toBe(2);
  });
});

describe("personnel who change their owner's matching ships at their location", () => {
  const cases: [string, string, string, ShipAttribute, number, string][] = [
    ['115_114', 'Martok', 'I.K.S. Bortas', 'WEAPONS', 2, 'Aldara'],
    ['116_057', 'Dolak', 'Aldara', 'WEAPONS', 2, 'I.K.S. Bortas'],
    ['117_113', 'Senator Cretak', 'Devoras', 'WEAPONS', 2, 'Aldara'],
    ['126_083', 'Krase', 'I.K.S. Amar', 'SHIELDS', 2, 'I.K.S. Bortas'],
    ['109_094', 'Admiral Hayes', 'U.S.S. Jupiter', 'SHIELDS', 2, 'I.K.S. Bortas'],
    ['109_094', 'Admiral Hayes', 'U.S.S. Jupiter', 'WEAPONS', 1, 'Devoras'],
  ];
  for (const [id, title, ship, attribute, delta, other] of cases) {
    it(`${id} ${title}: on the planet at the ship's location, ${ship} is ${attribute} +${delta}; ${other} is not; from another location nothing`, () => {
      const here = (s: Card, personnelAt: 'here' | 'elsewhere') => {
        const built = scene({
          missions: ['Excavation', 'Relief Mission'],
          ship: s,
          awayTeam: personnelAt === 'here' ? [realCard(id)] : [],
          crew: [],
          hand: personnelAt === 'elsewhere' ? [id] : [],
        });
        const state =
          personnelAt === 'elsewhere'
            ? evolveAll(
                [
                  {
                    type: 'CardMoved',
                    card: built.ids.hand[0]!,
                    from: Z.hand('p1'),
                    to: Z.surface('L2'),
                    faceUp: true,
                    reason: 'test',
                  },
                ],
                built.state,
              )
            : built.state;
        return shipAttribute(state, built.ids.ship!, attribute) - printed(s, attribute);
      };
      expect(here(realCard(ship), 'here')).toBe(delta);
      expect(here(realCard(other), 'here')).toBe(0);
      expect(here(realCard(ship), 'elsewhere')).toBe(0);
    });
  }
});

describe('personnel who raise every attribute of the ship they are aboard', () => {
  const all = (ship: Card, personnel: readonly string[], spec: Partial<SceneSpec> = {}) =>
    (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => aboard(ship, personnel, a, spec));
  it('119_071 Mr. Scott: a Constitution-class ship +2 to RANGE, WEAPONS and SHIELDS; another class +0', () => {
    expect(all(realCard('Starship Constitution'), ['119_071'])).toEqual([2, 2, 2]);
    expect(all(realCard('U.S.S. Jupiter'), ['119_071'])).toEqual([0, 0, 0]);
  });
  it('119_046 Third of Five: her Borg Scout Vessel +2, +4 in the Alpha Quadrant; another ship +0', () => {
    expect(all(realCard('Borg Scout Vessel'), ['119_046'], { quadrant: 'Delta' })).toEqual([
      2, 2, 2,
    ]);
    expect(all(realCard('Borg Scout Vessel'), ['119_046'])).toEqual([4, 4, 4]);
    expect(all(realCard('U.S.S. Jupiter'), ['119_046'])).toEqual([0, 0, 0]);
  });
  it("124_101 B'Elanna: a Maquis-icon ship +2; a ship without the icon +0", () => {
    expect(all(realCard('Liberty'), ['124_101'])).toEqual([2, 2, 2]);
    expect(all(realCard('U.S.S. Jupiter'), ['124_101'])).toEqual([0, 0, 0]);
  });
  it("124_099 Morak: the I.K.C. Voq'leng +1; another ship +0", () => {
    expect(all(realCard("I.K.C. Voq'leng"), ['124_099'])).toEqual([1, 1, 1]);
    expect(all(realCard('I.K.S. Bortas'), ['124_099'])).toEqual([0, 0, 0]);
  });
  it('161_037 Rybak: his own Mercenary Ship +1; another ship +0', () => {
    expect(all(realCard('Mercenary Ship'), ['161_037'])).toEqual([1, 1, 1]);
    expect(all(realCard('Pi'), ['161_037'])).toEqual([0, 0, 0]);
  });
  it('167_054 Jasad (Emissary): a Cardassian ship +2 in the Gamma Quadrant; in the Alpha Quadrant +0', () => {
    expect(all(realCard('Aldara'), ['167_054'], { quadrant: 'Gamma' })).toEqual([2, 2, 2]);
    expect(all(realCard('Aldara'), ['167_054'])).toEqual([0, 0, 0]);
  });
  it('117_112 Patahk: the Pi +2 when Bochra is aboard with him; without Bochra +0', () => {
    expect(all(realCard('Pi'), ['117_112', 'Bochra'])).toEqual([2, 2, 2]);
    expect(all(realCard('Pi'), ['117_112'])).toEqual([0, 0, 0]);
  });
});
