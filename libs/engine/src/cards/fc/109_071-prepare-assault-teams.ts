// Prepare Assault Teams (fc, 109_071): objective — on your table; your SECURITY function as leaders (to initiate battle).
// Its download of one hand weapon to a crew or Away Team of yours, and the two face-down assault teams split at the start
// of a personnel battle (the attacker picking the one that fights), are manual.
//   1E rulebook › BATTLE › INITIATING A BATTLE (a leader) (behaviour/attacked-permits.ts › leaderSkills; spec
//   behaviour/attacked-permits.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_071', {
  title: 'Prepare Assault Teams',
  scenario: 'behaviour/attacked-permits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'skill-functions-as-leader', skill: 'SECURITY' }],
  manual: [
    'downloading one hand weapon to one of your crews or Away Teams',
    'at the start of a personnel battle, splitting your cards into two face-down assault teams, the attacker choosing the one that takes part (the other is not stopped)',
  ],
});
