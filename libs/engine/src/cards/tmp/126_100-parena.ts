// Pa'rena (tmp, 126_100): personnel — your Ketracel-White may report at her location, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_100', {
  title: 'Pa\'rena',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { types: ['Equipment'], names: ['Ketracel-White'] }, here: true, cost: 'free' }],
});
