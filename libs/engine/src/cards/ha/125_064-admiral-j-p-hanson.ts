// Admiral J. P. Hanson (ha, 125_064): personnel — your Federation ships without [AU] may report at his location.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_064', {
  title: 'Admiral J. P. Hanson',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { types: ['Ship'], affiliation: 'Federation', notIcon: 'AU' }, here: true }],
});
