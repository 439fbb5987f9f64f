// Creatures of Duty (tnz, 219_010): event — seeds or plays on your table; your male [OS] Romulan OFFICERs may meet the requirements of a dilemma they encounter as if they were CIVILIAN, V.I.P. or female; one who does is then stopped.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (conditions). Behaviour/skill-substitutions.ts:
// the substitution is tried only when the team as it is falls short, and only those of the contributing group who used it are stopped.
export default defineCard('219_010', {
  title: 'Creatures of Duty',
  scenario: 'behaviour/skill-substitutions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [
    {
      kind: 'meet-dilemmas-as-if',
      classifications: ['CIVILIAN', 'V.I.P.'],
      characteristics: ['Female'],
      then: 'stopped',
      to: { affiliations: ['Romulan'], icons: ['OS'], classification: 'OFFICER', characteristics: ['Male'] },
      where: 'in-play',
    },
  ],
});
