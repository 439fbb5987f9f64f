// Precision Piloting (Emissary, 167_010): dilemma — to get past, a Navigation member with a command or staff icon; all such members are stopped, except one of your choice when there are two or more.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_010', {
  title: 'Precision Piloting',
  scenario: 'behaviour/dilemmas/Emissary-b.spec.ts',
  dilemma: {
    title: 'Precision Piloting',
    steps: [
      { kind: 'count', any: [{ filter: { skill: 'Navigation', anyOf: [{ icon: 'Cmd' }, { icon: 'Stf' }] }, atLeast: 1 }] },
      {
        kind: 'only-if',
        test: { teamMatching: { filter: { skill: 'Navigation', anyOf: [{ icon: 'Cmd' }, { icon: 'Stf' }] }, atLeast: 2 } },
        step: { kind: 'pick', targets: { by: 'choice', chooser: 'self', count: 1, filter: { skill: 'Navigation', anyOf: [{ icon: 'Cmd' }, { icon: 'Stf' }] } } },
      },
      { kind: 'act', targets: { by: 'unpicked', filter: { skill: 'Navigation', anyOf: [{ icon: 'Cmd' }, { icon: 'Stf' }] } }, action: 'stop' },
    ],
  },
});
