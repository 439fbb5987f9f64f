// Combat-Ready: Jury-Rig (brokenbow, 192_028): interrupt — placed on your MACO or Miracle Worker until the end of the turn: +2 to every attribute and ENGINEER, Transporter Skill and Computer Skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_028', {
  title: 'Combat-Ready: Jury-Rig',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { anyOf: [{ characteristic: 'MACO' }, { skill: 'Miracle Worker' }] } },
  modifiers: [{ kind: 'host-gains', skills: ['ENGINEER', 'Transporter Skill', 'Computer Skill'], attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
});
