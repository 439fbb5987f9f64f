/**
 * Issue 15 (helper battle): affiliation attack restrictions lifted by a card — once the opponent attacked your cards
 * (`attacked-lifts-attack-restrictions`, behaviour/attacked-permits.ts, the record `GameState.attackedCards`): 227_007
 * Attack Plans, 172_016 They Call Themselves the Maquis; and for a force of nothing but the cards an Emblem names, now in
 * ship battles too (holo-captures.ts › forceLiftsRestrictions): 122_034 Emblem of the Empire, 122_033 Emblem of the Alliance.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (Affiliation Attack Restrictions: Federation only against Borg, unless a
 *   card permits; a group mixing with others keeps the others' restrictions).
 * given (a battle scene at L1, a Federation force of p1 facing p2's Romulans; an earlier battle p2 initiated, as facts)
 * when (check InitiatePersonnelBattle / InitiateShipBattle) / then (allowed, or AFFILIATION_ATTACK_RESTRICTION).
 */
import type { Card } from '@captains-log/cards';
import { check } from '../decide';
import { evolveAll } from '../evolve';
import { person } from '../testing/attempt-scene';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { moved, play } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

const withIcons = (card: Card, ...codes: string[]): Card => ({ ...card, icons: codes.map((code) => ({ code, name: code, category: 'test' })) });
const fed = (label: string, ...icons: string[]): Placed => ({ label, owner: 'p1', at: 'surface', card: withIcons(person({ skills: 'OFFICER Leadership', s: 6, affiliation: 'Federation' }), ...icons) });
const romulan = (label: string, at: Placed['at'] = 'surface'): Placed => ({ label, owner: 'p2', at, card: { skills: 'SECURITY OFFICER Leadership', s: 5, affiliation: 'Romulan', ch: ['Romulan'] } });

/** p2 initiated a personnel battle against `target` on an earlier turn (the battle cancelled: only the record stays). */
function attackedBefore(state: GameState, target: string, attacker: string): GameState {
  return evolveAll(
    [
      { type: 'BattleInitiated', battle: { kind: 'personnel', attacker: 'p2', defender: 'p1', location: 'L1', zone: Z.surface('L1'), attacking: [attacker], defending: [target], counterAttack: false } },
      { type: 'BattleEnded', kind: 'personnel', location: 'L1', attacker: 'p2', winner: null, cancelled: true, turn: -5 },
    ],
    state,
  );
}

const attack = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') } as const;

describe('227_007 Attack Plans (once the opponent attacked your [DS9] Federation cards, your cards have no affiliation attack restrictions)', () => {
  const scene = (icons: string[], plans = true) => {
    const built = battleScene([fed('fed', ...icons), romulan('rom'), { label: 'ops', owner: 'p1', at: 'hand', card: 'Ops' }, { label: 'plans', owner: 'p1', at: 'hand', card: 'Attack Plans' }]);
    let state = moved(built.state, [[built.id('ops'), Z.table('p1')]]);
    if (plans) state = moved(state, [[built.id('plans'), Z.on(built.id('ops'))]]);
    return { state: attackedBefore(state, built.id('fed'), built.id('rom')), id: built.id };
  };

  it('applies: p2 once attacked your [DS9] Federation personnel; your Federation may now attack the Romulans', () => {
    const { state, id } = scene(['DS9']);
    expect(state.attackedCards).toEqual({ [id('fed')]: 'p2' });
    expect(check(state, attack)).toBeNull();
    expect(play(state, [attack]).events.map((event) => event.type)).toContain('BattleInitiated');
  });

  it('does not apply: the card attacked was not [DS9]; or no Attack Plans lies on Ops', () => {
    expect(check(scene([]).state, attack)?.code).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect(check(scene(['DS9'], false).state, attack)?.code).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('172_016 They Call Themselves the Maquis (your [Maq] cards, if ever attacked, have no affiliation attack restrictions)', () => {
  const scene = (others: Placed[] = [], attacked = true) => {
    const built = battleScene([fed('maq', 'Maq'), ...others, romulan('rom'), { label: 'incident', owner: 'p1', at: 'hand', card: 'They Call Themselves the Maquis' }]);
    const state = moved(built.state, [[built.id('incident'), Z.table('p1')]]);
    return attacked ? attackedBefore(state, built.id('maq'), built.id('rom')) : state;
  };

  it('applies: one of your [Maq] cards was attacked; a force of [Maq] Federation personnel may attack the Romulans', () => {
    expect(check(scene(), attack)).toBeNull();
  });

  it('does not apply: never attacked; or a non-[Maq] Federation personnel is in the force', () => {
    expect(check(scene([], false), attack)?.code).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect(check(scene([fed('plain')]), attack)?.code).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('122_034 Emblem of the Empire and 122_033 Emblem of the Alliance (their cards have no affiliation attack restrictions: ship battles)', () => {
  const scene = (emblem: string, icon: string, crewIcons: string[]) => {
    const built = battleScene([
      { label: 'ship', owner: 'p1', at: 'space', card: withIcons(warship({ affiliation: 'Federation' }), icon) },
      { label: 'crew', owner: 'p1', at: { aboard: 'ship' }, card: withIcons(person({ skills: 'OFFICER Leadership', s: 6, affiliation: 'Federation' }), ...crewIcons) },
      { label: 'target', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 'rcrew', owner: 'p2', at: { aboard: 'target' }, card: { skills: 'OFFICER', s: 5, affiliation: 'Romulan' } },
      { label: 'emblem', owner: 'p1', at: 'hand', card: emblem },
    ]);
    const state = moved(built.state, [[built.id('emblem'), Z.table('p1')]]);
    return { state, command: { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('ship')], target: built.id('target') } as const };
  };

  it('applies: a [TE] Federation ship crewed by [TE] personnel attacks a Romulan ship', () => {
    const { state, command } = scene('Emblem of the Empire', 'TE', ['TE']);
    expect(check(state, command)).toBeNull();
    const alliance = scene('Emblem of the Alliance', 'KCA', ['KCA']);
    expect(check(alliance.state, alliance.command)).toBeNull();
  });

  it('does not apply: a crew member without the icon keeps the Federation restriction', () => {
    const { state, command } = scene('Emblem of the Empire', 'TE', []);
    expect(check(state, command)?.code).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});


describe('109_071 Prepare Assault Teams (your SECURITY may function as leaders)', () => {
  const scene = (objective: boolean) => {
    const built = battleScene([
      { label: 'sec', owner: 'p1', at: 'surface', card: { skills: 'SECURITY', s: 6, affiliation: 'Klingon' } },
      romulan('rom'),
      { label: 'pat', owner: 'p1', at: 'hand', card: 'Prepare Assault Teams' },
    ]);
    return objective ? moved(built.state, [[built.id('pat'), Z.table('p1')]]) : built.state;
  };

  it('applies: a lone Klingon SECURITY leads the attack', () => {
    expect(check(scene(true), attack)).toBeNull();
  });

  it('does not apply: without the objective a SECURITY is no leader', () => {
    expect(check(scene(false), attack)?.code).toBe('NO_LEADER');
  });
});
