// Dead in Bed (au, 103_057): interrupt — kills one personnel now in stasis (either player's).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_057', {
  title: 'Dead in Bed',
  scenario: 'behaviour/stasis.spec.ts',
  // 1E rulebook › GETTING HURT › STASIS: only a card made for it targets a card in stasis (behaviour/stasis.ts).
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel-in-stasis' },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }] }],
});
