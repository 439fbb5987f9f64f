// Critical Assistance (lfl, 138_018): interrupt — once each turn, your unstopped Nurse is stopped to download a MEDICAL-related equipment where he or she is, or to unstop a MEDICAL-classification personnel present.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_018', {
  title: 'Critical Assistance',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'download-for-your-personnel', download: { types: ['Equipment'], characteristics: ['MEDICAL-related equipment'] }, personnel: { characteristic: 'Nurse' }, unstopped: true },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-named', which: 'second' }, { kind: 'download-to-named-place' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
      targets: { kind: 'present-with-your-personnel', present: { classification: 'MEDICAL' }, personnel: { characteristic: 'Nurse' } },
      triggers: [{ on: 'played', effects: [{ kind: 'stop-named', which: 'second' }, { kind: 'unstop-named', which: 'first' }] }],
    },
  ],
});
