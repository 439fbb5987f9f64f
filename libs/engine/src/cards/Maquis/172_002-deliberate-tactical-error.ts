// Deliberate Tactical Error (Maquis, 172_002): dilemma — half the universal members (random, rounded down) die, holograms among them discarded; to get past, two leaders, two command icons or two Borg defense icons.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_002', {
  title: 'Deliberate Tactical Error',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Deliberate Tactical Error',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 'half', filter: { universal: true } } },
      { kind: 'act', targets: { by: 'picked', filter: { notIcon: 'Holo' } }, action: 'kill' },
      // Holograms are erased (discarded) rather than killed.
      { kind: 'act', targets: { by: 'picked', filter: { icon: 'Holo' } }, action: 'discard' },
      {
        kind: 'count',
        any: [
          { filter: { anySkill: ['OFFICER', 'Leadership'] }, atLeast: 2 },
          { filter: { icon: 'Cmd' }, atLeast: 2 },
          { filter: { icon: 'Def' }, atLeast: 2 },
        ],
      },
    ],
  },
});
