/**
 * Broken Bow dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues"), NULLIFIERS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, verdicts } from '../../testing/dilemma-cases';

describe('"three personnel with a skill OR three of a classification" (the count step: personnel, not pooled skills)', () => {
  const cases: [id: string, title: string, skill: string, classification: string][] = [
    ['192_001', 'A Miner Confrontation', 'Leadership', 'ENGINEER'],
    ['192_002', 'Authorized Access Only', 'Acquisition', 'OFFICER'],
    ['192_005', 'Faux Pas', 'Diplomacy', 'V.I.P.'],
    ['192_009', 'Rock People', 'Geology', 'SCIENCE'],
    ['192_011', 'Stand-Off', 'Anthropology', 'SECURITY'],
    ['192_013', 'The Ghost of Cyrus Ramsey', 'Transporter Skill', 'MEDICAL'],
  ];
  for (const [id, title, skill, classification] of cases) {
    it(`${id} ${title}: three with ${skill} or three ${classification} → past; two plus one (or one with ${skill} x2) → fails`, () => {
      const where = id === '192_002' || id === '192_013' ? 'space' : 'planet';
      expect(
        verdicts(
          attempt(
            where,
            id,
            [1, 2, 3].map(() => ({ skills: `CIVILIAN ${skill}` })),
          ).events,
        ),
      ).toEqual(['met']);
      expect(
        verdicts(
          attempt(
            where,
            id,
            [1, 2, 3].map(() => ({ skills: classification })),
          ).events,
        ),
      ).toEqual(['met']);
      const pooled = attempt(where, id, [
        { skills: `CIVILIAN ${skill} x2` },
        { skills: `CIVILIAN ${skill}` },
        { skills: classification },
        { skills: classification },
      ]);
      expect([verdicts(pooled.events), failed(pooled.events)]).toEqual([['unmet'], true]);
    });
  }
});
