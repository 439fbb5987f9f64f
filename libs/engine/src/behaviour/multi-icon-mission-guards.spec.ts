/**
 * Issue 15 (battle2): 112_137 HQ: Defensive Measures — your personnel with an Intelligence skill gain
 * Leadership and may initiate battle against their own affiliation; the opponent may not attempt your
 * missions showing more than one affiliation icon unless they have a copy there or use an Espionage
 * card on it (behaviour/multi-icon-mission-guards.ts; verbs-events-d.ts › attack-own-affiliation).
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions (not against your own
 *   affiliation); ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT.
 * given (HQ on a table) / when (InitiatePersonnelBattle, AttemptMission) / then (accepted or refused).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { battleScene } from '../testing/battle-scene';
import { realCard, scene } from '../testing/attempt-scene';
import { refused } from '../testing/scenario';
import type { GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const toTable = (state: GameState, card: string, owner: PlayerId): GameState =>
  evolveAll([{ type: 'CardMoved', card, from: Z.hand(owner), to: Z.table(owner), faceUp: true, reason: 'scene' } as GameEvent], state);

describe('112_137 HQ: Defensive Measures: your Intelligence personnel lead and may attack their own affiliation', () => {
  function bajorans(withHq: boolean, extra = false) {
    const built = battleScene([
      { label: 'spy', owner: 'p1', at: 'surface', card: { skills: 'SECURITY Intelligence', s: 6, affiliation: 'Bajoran' } },
      ...(extra ? [{ label: 'monk', owner: 'p1' as const, at: 'surface' as const, card: { skills: 'OFFICER', affiliation: 'Bajoran' } }] : []),
      { label: 'target', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', affiliation: 'Bajoran' } },
      { label: 'hq', owner: 'p1', at: 'hand', card: 'HQ: Defensive Measures' },
    ]);
    return withHq ? toTable(built.state, built.id('hq'), 'p1') : built.state;
  }
  const attack = { type: 'InitiatePersonnelBattle' as const, actor: 'p1' as const, zone: Z.surface('L1') };

  it('applies: the Bajoran with Intelligence leads an attack on a Bajoran', () => {
    expect(refused(bajorans(true), attack)).toBeNull();
  });
  it('does not apply: without the HQ (no leader, and Bajorans may not attack Bajorans); nor for a force with a member lacking Intelligence', () => {
    expect(refused(bajorans(false), attack)).not.toBeNull();
    expect(refused(bajorans(true, true), attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('112_137 HQ: Defensive Measures: the opponent stays off your missions with more than one affiliation icon', () => {
  const worth40 = (icons: readonly string[]): Card => {
    const base = realCard('Excavation');
    return { ...base, id: `t_forty_${icons.join('')}`, title: `Test Forty ${icons.join('')}`, mission: { ...base.mission!, affiliationIcons: icons as never, points: { ...base.mission!.points!, value: 40, raw: '40' } } };
  };
  function attempt(icons: readonly string[], team: string, espionage = false) {
    const built = scene({ missions: [worth40(icons)], missionOwner: 'p2', awayTeam: [{ skills: 'OFFICER', affiliation: team }], hand: ['Espionage: Klingon on Federation'], opponentHand: ['HQ: Defensive Measures'] });
    let state = toTable(built.state, built.ids.opponentHand[0]!, 'p2');
    if (espionage) state = evolveAll([{ type: 'CardMoved', card: built.ids.hand[0]!, from: Z.hand('p1'), to: Z.atop('L1'), faceUp: true, reason: 'scene' } as GameEvent], state);
    return refused(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  }

  it('applies: p1 may not attempt p2\'s [Fed][Rom] mission', () => {
    expect(attempt(['Federation', 'Romulan'], 'Federation')).toBe('MISSION_GUARDED');
  });
  it('does not apply: with p1\'s Espionage: Klingon on Federation on it (a Klingon team), or on a mission with one icon', () => {
    expect(attempt(['Federation', 'Romulan'], 'Klingon', true)).toBeNull();
    expect(attempt(['Federation'], 'Federation')).toBeNull();
  });
});
