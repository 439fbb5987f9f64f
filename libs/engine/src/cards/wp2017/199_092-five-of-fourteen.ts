// Five of Fourteen (wp2017, 199_092): personnel — in place of his owner's normal card play he may download Retask, as a special download; once per game his owner may nullify a Temporal Vortex in play with his skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('199_092', {
  title: 'Five of Fourteen',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Retask'], per: 'turn', insteadOf: 'normal-card-play' }],
  skillNullifies: [{ filter: { titles: ['Temporal Vortex'] }, target: 'in-play' }],
});
