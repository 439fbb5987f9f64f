// Treaty: Cardassian/Bajoran (twt, 119_020): event — on your table, your Cardassian and Bajoran cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_020', {
  title: 'Treaty: Cardassian/Bajoran',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Bareil Antos', 'Kai Winn', 'Turrel'] } },
  permits: [{ kind: 'mix', affiliations: ['Cardassian', 'Bajoran'] }],
});
