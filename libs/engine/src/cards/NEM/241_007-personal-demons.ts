// Personal Demons (NEM, 241_007): event — seeds or plays on your table: while your Shinzon is aboard your Scimitar, you score 1 point for each Federation or Romulan non-Reman personnel killed (anyone's).
import { defineCard } from '../../behaviour/define';

export default defineCard('241_007', {
  title: 'Personal Demons',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  whenPersonnelKilled: {
    filter: { anyOf: [{ affiliation: 'Federation' }, { affiliation: 'Romulan' }] },
    notSpecies: 'Reman',
    whileAboard: { persona: 'Shinzon', ship: 'Scimitar' },
    effects: [{ kind: 'score-points', points: 1, bonus: true }],
  },
});
