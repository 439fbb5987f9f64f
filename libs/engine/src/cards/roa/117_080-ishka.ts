// Ishka (roa, 117_080): personnel — your Gold-Pressed Latinum may report at her location for free; while Grand Nagus Zek is at her location, his skills count twice.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_080', {
  title: 'Ishka',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { types: ['Equipment'], names: ['Gold-Pressed Latinum'] }, here: true, cost: 'free' }],
  modifiers: [{ kind: 'personnel-double-skills', to: { whose: 'any', names: ['Grand Nagus Zek'] }, where: 'here' }],
});
