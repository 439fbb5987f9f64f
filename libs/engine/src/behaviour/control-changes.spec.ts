/**
 * Affiliation and control changes (issue 15, premiere-control): Lore's Fingernail.
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE (Exception: Non-Aligned compatibility);
 *   ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (a matching affiliation icon in the team).
 * given (an Away Team on the surface of a Federation mission, p1's turn 1) / when (PlayCard, AttemptMission) / then (the facts, or the refusal).
 */
import { bp } from '../context';
import { scene } from '../testing/attempt-scene';
import { play as run, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
function refusal(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}

describe("101_081 Lore's Fingernail (event on the table: Soong-type androids and Exocomps are Non-Aligned while it lies there)", () => {
  it('Data (Federation) alone may attempt Avert Disaster; once the Fingernail is played he is Non-Aligned and may not; a Human stays Federation', () => {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: ['101_204', { skills: 'OFFICER' }], hand: ["Lore's Fingernail"] });
    const [data, human] = built.ids.awayTeam as [string, string];
    const data1 = scene({ missions: ['Avert Disaster'], awayTeam: ['101_204'], hand: ["Lore's Fingernail"] });
    expect(bp(data1.state, data1.ids.awayTeam[0]!).affiliations).toEqual(['Federation']);
    expect(refusal(data1.state, attempt)).toBeNull();
    const played = run(data1.state, [{ type: 'PlayCard', actor: 'p1', card: data1.ids.hand[0]! }]);
    expect(played.state.cards[data1.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(bp(played.state, data1.ids.awayTeam[0]!).affiliations).toEqual(['Non-Aligned']);
    expect(refusal(played.state, attempt)).toBe('NO_MATCHING_AFFILIATION');
    // With a Federation Human beside him the attempt is allowed; only the android changed.
    const both = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! }]);
    expect(bp(both.state, data).affiliations).toEqual(['Non-Aligned']);
    expect(bp(both.state, human).affiliations).toEqual(['Federation']);
  });

  it('an Exocomp is reached by title; when the Fingernail leaves play (nullified by Kevin Uxbridge) both are Federation again', () => {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: ['101_204', '101_210'], hand: ["Lore's Fingernail", 'Kevin Uxbridge'] });
    const [data, exocomp] = built.ids.awayTeam as [string, string];
    const [nail, kevin] = built.ids.hand as [string, string];
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: nail }]);
    expect([bp(played.state, data).affiliations, bp(played.state, exocomp).affiliations]).toEqual([['Non-Aligned'], ['Non-Aligned']]);
    const nullified = run(played.state, [{ type: 'PlayCard', actor: 'p1', card: kevin, target: nail }]);
    expect(nullified.state.cards[nail]!.zone).toBe(Z.discard('p1'));
    expect([bp(nullified.state, data).affiliations, bp(nullified.state, exocomp).affiliations]).toEqual([['Federation'], ['Federation']]);
    expect(refusal(nullified.state, attempt)).toBeNull();
  });
});
