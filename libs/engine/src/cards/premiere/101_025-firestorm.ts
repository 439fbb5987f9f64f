// Firestorm (premiere, 101_025): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_025', {
  title: 'Firestorm',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Firestorm',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all', filter: { below: { attribute: 'INTEGRITY', value: 5 } } },
        action: 'kill',
        unless: '{Thermal Deflectors}',
      },
    ],
    discard: true,
    manual: ['escaping with Emergency Transporter Armbands (a response)'],
  },
});
