// He Will Make an Excellent Drone (fc, 109_050): interrupt — your counterpart (printed or assimilated) becomes a drone; an Assimilate Counterpart lying on it is discarded first.
//   1E rulebook › Borg Rule: Personnel Assimilation (a drone's transformations; counterparts).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_050', {
  title: 'He Will Make an Excellent Drone',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-personnel', who: { characteristics: ['Counterpart'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'assimilate-target', as: 'drone', discardOnTarget: ['Assimilate Counterpart'] }] }],
  duration: 'instant',
});
