// Ornaran Threat (ENGAGE, 161_007): dilemma — a random member is stopped, and killed too unless the others have two Diplomacy and MEDICAL, or two SECURITY and STRENGTH above 25.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_007', {
  title: 'Ornaran Threat',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Ornaran Threat',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      // The selected personnel is stopped first, so only the others can meet the condition.
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'kill',
        unless: 'Diplomacy x2 + MEDICAL OR SECURITY x2 + STRENGTH>25',
        unlessOn: 'rest',
      },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
    ],
  },
});
