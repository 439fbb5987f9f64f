/**
 * Issue 15 (battle-cards): `stun-engaged` — equipment letting its owner's personnel present stun the
 * adversary they just engaged, once in each personnel battle (122_017 Ferengi Whip, 123_045 Vidiian
 * Harvester: per copy, for one species; 125_014 '45 Dom Perignon: any of your personnel, once for the title;
 * 117_019 Scepter of the Grand Nagus: your Nagus).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (4. combat); MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (a battle scene) / when (InitiatePersonnelBattle) / then (the CombatResolved facts and who is stunned).
 */
import type { Card } from '@captains-log/cards';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
const mine = (label: string, s: number, species: string, affiliation = 'Ferengi'): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s, affiliation, ch: [species] } });
const romulan = (label: string, s: number): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s, affiliation: 'Romulan' } });
const gear = (label: string, card: string): Placed => ({ label, owner: 'p1', at: 'surface', card });

function fights(placed: readonly Placed[]) {
  const built = battleScene(placed);
  const events = play(built.state, [attack]).events;
  return { fights: ofType(events, 'CombatResolved').map((f) => [f.outcome, f.loser, f.by ?? null]), id: built.id };
}

describe('122_017 Ferengi Whip (in each battle one of your Ferengi present may stun the adversary it just engaged; cumulative)', () => {
  it('given two Ferengi (4+2) tied with two Romulans (6): the first tie also stuns its Romulan, once for the one whip', () => {
    const { fights: seen, id } = fights([mine('f1', 4, 'Ferengi'), mine('f2', 4, 'Ferengi'), romulan('r1', 6), romulan('r2', 6), gear('w', 'Ferengi Whip')]);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toEqual(['none', null, null]);
    expect(seen[1]).toEqual(['stunned', expect.stringMatching(new RegExp(`^(${id('r1')}|${id('r2')})$`)), id('w')]);
    expect(seen[2]).toEqual(['none', null, null]);
  });
  it('two whips: each copy stuns once (both Romulans stunned)', () => {
    const { fights: seen, id } = fights([mine('f1', 2, 'Ferengi'), mine('f2', 2, 'Ferengi'), romulan('r1', 6), romulan('r2', 6), gear('w1', 'Ferengi Whip'), gear('w2', 'Ferengi Whip')]);
    const extra = seen.filter((f) => f[2] !== null);
    expect(extra.map((f) => f[2]).sort()).toEqual([id('w1'), id('w2')].sort());
    expect(extra.map((f) => f[1]).sort()).toEqual([id('r1'), id('r2')].sort());
  });
  it('a Ferengi who loses the engagement still stuns its adversary: both are stunned', () => {
    const { fights: seen, id } = fights([mine('f', 3, 'Ferengi'), romulan('r', 7), gear('w', 'Ferengi Whip')]);
    expect(seen).toEqual([
      ['stunned', id('f'), null],
      ['stunned', id('r'), id('w')],
    ]);
  });
  it('a non-Ferengi does not use it, and an adversary already stunned is not stunned again', () => {
    expect(fights([mine('h', 4, 'Human'), romulan('r', 4), gear('w', 'Ferengi Whip')]).fights).toEqual([['none', null, null]]);
    const won = fights([mine('f', 5, 'Ferengi'), romulan('r', 6), gear('w', 'Ferengi Whip')]);
    expect(won.fights).toEqual([['stunned', won.id('r'), null]]);
  });
});

describe('123_045 Vidiian Harvester (in each battle one of your Vidiians present may stun the adversary it just engaged)', () => {
  it('a Vidiian (4+2) tied with a Romulan (6) stuns it; a Kazon with the harvester does not', () => {
    const vidiian = fights([mine('v', 4, 'Vidiian', 'Non-Aligned'), romulan('r', 6), gear('h', 'Vidiian Harvester')]);
    expect(vidiian.fights).toEqual([
      ['none', null, null],
      ['stunned', vidiian.id('r'), vidiian.id('h')],
    ]);
    expect(fights([mine('k', 6, 'Kazon', 'Kazon'), romulan('r', 6), gear('h', 'Vidiian Harvester')]).fights).toEqual([['none', null, null]]);
  });
});

describe("125_014 '45 Dom Perignon (a hologram: once per battle, any of your personnel present may stun the adversary it just engaged; not cumulative)", () => {
  const holodeck = (): Card => {
    const card = warship();
    return { ...card, ship: { ...card.ship!, specialEquipment: ['Holodeck'] } } as Card;
  };
  it('aboard a ship with a Holodeck any species uses it, and two copies still stun only once', () => {
    const aboard = { aboard: 's' } as const;
    const built = battleScene([
      { label: 's', owner: 'p1', at: 'space', card: holodeck() },
      { ...mine('h1', 5, 'Human', 'Klingon'), at: aboard },
      { ...mine('h2', 5, 'Human', 'Klingon'), at: aboard },
      { ...romulan('r1', 5), at: aboard },
      { ...romulan('r2', 5), at: aboard },
      { ...gear('d1', "'45 Dom Perignon"), at: aboard },
      { ...gear('d2', "'45 Dom Perignon"), at: aboard },
    ]);
    const seen = ofType(play(built.state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.aboard(built.id('s')) }]).events, 'CombatResolved');
    expect(seen).toHaveLength(3);
    expect(seen.filter((f) => f.by !== undefined).map((f) => f.outcome)).toEqual(['stunned']);
  });
  it('on a planet without Holo-Projectors the hologram is deactivated: the ties stun nobody', () => {
    expect(fights([mine('h1', 5, 'Human'), romulan('r1', 5), gear('d1', "'45 Dom Perignon")]).fights).toEqual([['none', null, null]]);
  });
});

describe('117_019 Scepter of the Grand Nagus (your Nagus present may stun the adversary he just engaged)', () => {
  it('a Nagus tied with a Romulan stuns it; a Ferengi who is no Nagus does not', () => {
    const nagus: Placed = { label: 'n', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: 'Ferengi', ch: ['Ferengi', 'Nagus'] } };
    const withNagus = fights([nagus, romulan('r', 5), gear('sc', 'Scepter of the Grand Nagus')]);
    expect(withNagus.fights).toEqual([
      ['none', null, null],
      ['stunned', withNagus.id('r'), withNagus.id('sc')],
    ]);
    expect(fights([mine('f', 5, 'Ferengi'), romulan('r', 5), gear('sc', 'Scepter of the Grand Nagus')]).fights).toEqual([['none', null, null]]);
  });
});
