/**
 * Modifier lists that several cards share word for word, so that each card file names the list
 * instead of repeating it (the card files stay one per card, found by id).
 */
import type { Modifier } from './vocabulary';

/**
 * The affiliation rifles of later sets (one per affiliation, usable by it and Non-Aligned): each of
 * the owner's personnel present gets STRENGTH +3 and one level of Diplomacy less while away from
 * the owner's own ship; every copy counts.
 */
export const AFFILIATION_RIFLE: readonly Modifier[] = [
  {
    kind: 'attribute',
    attribute: 'STRENGTH',
    delta: 3,
    to: {},
    where: 'present',
    cumulative: true,
  },
  {
    kind: 'lose-skill',
    skill: 'Diplomacy',
    levels: 1,
    to: {},
    where: 'present',
    exceptAboardYourShip: true,
    cumulative: true,
  },
];

/**
 * "With X present, he (or she) and X have all attributes +n": the personnel itself while a
 * personnel named X is present, and each personnel named X present with it (either player's).
 */
export function mutualAttributeBonus(partners: readonly string[], delta: number): readonly Modifier[] {
  return [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: partners },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta,
      to: { whose: 'any', names: partners },
      where: 'present-personnel',
    },
  ];
}

/**
 * "Of Borg" personnel (and the like): aboard its owner's ship in a ship battle against a ship of
 * `affiliation`, that ship has WEAPONS and SHIELDS +4 (1E rulebook › BATTLE › SHIP BATTLE).
 */
export function battleBonusAgainst(affiliation: string): readonly Modifier[] {
  return [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS', 'SHIELDS'],
      delta: 4,
      ship: { yours: true },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'in-ship-battle-against', affiliation },
    },
  ];
}
