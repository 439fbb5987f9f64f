// Treaty: Cardassian/Kazon (gift, 207_003): event — on your table, your Cardassian and Kazon cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('207_003', {
  title: 'Treaty: Cardassian/Kazon',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Seska'] } },
  permits: [{ kind: 'mix', affiliations: ['Cardassian', 'Kazon'] }],
});
