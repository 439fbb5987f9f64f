// Scottish Setter (qc, 105_100): Q event, drawn in a Q-Flash — unless an ANIMAL is already present, it goes onto one personnel of the team picked at random until any Q-Flash, and that personnel is an ANIMAL meanwhile. Amanda Rogers may nullify it (her second mode).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_100', {
  title: 'Scottish Setter',
  scenario: 'behaviour/q-cards-b.spec.ts',
  // Issue 15 (qtime): the host's classification, read by blueprintOf (behaviour/classification-changes.ts).
  classificationChange: { kind: 'host-becomes', classification: 'ANIMAL' },
  qFlash: {
    untilQFlash: true,
    if: { kind: 'none-present', filter: { classification: 'ANIMAL' } },
    effects: [{ kind: 'place-on-present', filter: {}, random: true }],
  },
});
