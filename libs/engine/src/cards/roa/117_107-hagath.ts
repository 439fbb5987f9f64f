// Hagath (roa, 117_107): personnel — your hand weapons may report at his location.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_107', {
  title: 'Hagath',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { types: ['Equipment'], characteristic: 'hand weapon' }, here: true }],
});
