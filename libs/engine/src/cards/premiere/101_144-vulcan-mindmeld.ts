// Vulcan Mindmeld (premiere, 101_144): interrupt — until the end of the turn your Mindmeld personnel gains the skills of another personnel of yours present (the card lies on the one whose skills are shared).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_144', {
  title: 'Vulcan Mindmeld',
  scenario: 'behaviour/premiere-table.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-personnel-with-skilled-present', skill: 'Mindmeld' },
  duration: 'on-target-card',
  modifiers: [{ kind: 'lend-skills-to', skill: 'Mindmeld', to: {}, where: 'on-host' }],
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
});
