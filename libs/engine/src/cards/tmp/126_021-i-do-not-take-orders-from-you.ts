// I Do Not Take Orders From You! (tmp, 126_021): interrupt — at the start of a personnel battle you began, each of your personnel in it with Treachery x2 may kill one opposing personnel in it of lower CUNNING (one card per battle).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_021', {
  title: 'I Do Not Take Orders From You!',
  scenario: 'behaviour/battle-opening-kills.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'victims-of-your-skilled-in-battle', skill: 'Treachery', level: 2 },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target-set' }] }],
});
