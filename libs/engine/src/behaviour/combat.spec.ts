/**
 * Issue 15 (personnel): personnel whose own engagements in personnel battle go otherwise —
 * `battle: mortally-wounds-its-stuns | never-stunned | stuns-adversary` (vocabulary-combat.ts, combat.ts).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (combat: the stronger stuns the weaker; more than double
 *   STRENGTH mortally wounds).
 * given (one combatant a side: p2's Klingon leader attacks p1's personnel on the planet) / when (the
 * battle is initiated) / then (the engagement's outcome and its loser).
 */
import { ofType } from '../testing/attempt-scene';
import { battleScene, type Placed } from '../testing/battle-scene';
import { when } from '../testing/scenario';
import type { PersonSpec } from '../testing/attempt-scene';
import { Z } from '../zones';
import { legalCommands } from '../legal';
import { play as run } from '../testing/scenario';

/** p2 (on its turn) attacks p1's one personnel `mine` with one Klingon OFFICER `theirs`; the engagement's outcome and loser label. */
function fight(mine: string | PersonSpec, theirs: PersonSpec): [string, string | null] {
  const placed: Placed[] = [
    { label: 'mine', owner: 'p1', at: 'surface', card: mine },
    { label: 'theirs', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon', ...theirs } },
  ];
  const built = battleScene(placed, { player: 'p2', number: 2 });
  const outcome = when(built.state, { type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') });
  if ('violation' in outcome) throw new Error(outcome.violation.code);
  const [combat] = ofType(outcome.events, 'CombatResolved');
  const label = combat!.loser === built.id('mine') ? 'mine' : combat!.loser === built.id('theirs') ? 'theirs' : null;
  return [combat!.outcome, label];
}

describe('personnel whose engagements in personnel battle go otherwise (combat abilities)', () => {
  it("163_041 Data (The Sky's the Limit): STRENGTH 12 against 7 stuns — and mortally wounds instead; a personnel of the same STRENGTH only stuns", () => {
    expect(fight('163_041', { s: 7 })).toEqual(['mortally-wounded', 'theirs']);
    expect(fight({ skills: 'ENGINEER', s: 12, affiliation: 'Non-Aligned' }, { s: 7 })).toEqual(['stunned', 'theirs']);
    // Losing, he is stunned as usual.
    expect(fight('163_041', { s: 20 })).toEqual(['stunned', 'mine']);
  });

  it('124_105 Kes (The Borg): STRENGTH 4 against 10 would be mortally wounded, against 6 stunned — she is neither; a personnel of her STRENGTH is', () => {
    expect(fight('124_105', { s: 10 })).toEqual(['none', null]);
    expect(fight('124_105', { s: 6 })).toEqual(['none', null]);
    expect(fight({ skills: 'CIVILIAN', s: 4, affiliation: 'Non-Aligned' }, { s: 10 })).toEqual(['mortally-wounded', 'mine']);
    // She still stuns a weaker adversary.
    expect(fight('124_105', { s: 3 })).toEqual(['stunned', 'theirs']);
  });

  it('118_005 Jodmos: STRENGTH 8 against a stronger adversary without Honor stuns it (and is not stunned); against one with Honor the engagement goes as fought', () => {
    expect(fight('118_005', { s: 12 })).toEqual(['stunned', 'theirs']);
    expect(fight('118_005', { s: 12, skills: 'OFFICER Honor' })).toEqual(['stunned', 'mine']);
    // An adversary he would mortally wound still is.
    expect(fight('118_005', { s: 3 })).toEqual(['mortally-wounded', 'theirs']);
  });

  it('119_055 Captain Kirk: he stuns the stronger adversary he engages (STRENGTH 8 against 12)', () => {
    expect(fight('119_055', { s: 12 })).toEqual(['stunned', 'theirs']);
    expect(fight({ skills: 'OFFICER', s: 8, affiliation: 'Federation' }, { s: 12 })).toEqual(['stunned', 'mine']);
  });

  it('119_055 Captain Kirk: his Federation force may attack Klingons (not other Federation personnel); without him, not', () => {
    const attack = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') } as const;
    const fed: Placed = { label: 'f', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Federation' } };
    const kirk: Placed = { label: 'kirk', owner: 'p1', at: 'surface', card: '119_055' };
    const klingon: Placed = { label: 'k', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', affiliation: 'Klingon' } };
    const federation: Placed = { label: 'o', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', affiliation: 'Federation' } };
    const refusal = (placed: Placed[]) => {
      const outcome = when(battleScene(placed).state, attack);
      return 'violation' in outcome ? outcome.violation.code : null;
    };
    expect(refusal([fed, kirk, klingon])).toBeNull();
    expect(refusal([fed, klingon])).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect(refusal([fed, kirk, federation])).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });

  it('119_055 Captain Kirk: once each turn he stops a female present (ActivateCard), not a male; used, not offered again this turn', () => {
    const built = battleScene([
      { label: 'kirk', owner: 'p1', at: 'surface', card: '119_055' },
      { label: 'she', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', affiliation: 'Klingon', ch: ['Female'] } },
      { label: 'he', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', affiliation: 'Klingon', ch: ['Male'] } },
    ]);
    const offers = legalCommands(built.state, 'p1').filter((c) => c.type === 'ActivateCard');
    expect(offers).toEqual([{ type: 'ActivateCard', actor: 'p1', card: built.id('kirk'), ability: 'stop-female', target: built.id('she') }]);
    const after = run(built.state, [offers[0]!]);
    expect(after.state.cards[built.id('she')]!.stopped).toBe(true);
    expect(after.state.cards[built.id('he')]!.stopped).toBeFalsy();
    expect(legalCommands(after.state, 'p1').filter((c) => c.type === 'ActivateCard')).toEqual([]);
  });
});
