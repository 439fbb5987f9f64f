// Fitting In (tstl, 163_018): interrupt — once each turn, one of your non-[AU] personnel takes a skill of an [AU] personnel present with it until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_018', {
  title: 'Fitting In',
  scenario: 'behaviour/skill-copies.spec.ts',
  // Issue 15 (skill-copies): the target names the receiver, the [AU] personnel present (either player's) and one of its printed skills.
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'your-personnel-and-skill-to-copy', from: 'personnel-present', receiver: { notIcons: ['AU'] }, source: { icons: ['AU'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'copy-skill-until-end-of-turn' }] }],
  duration: 'instant',
});
