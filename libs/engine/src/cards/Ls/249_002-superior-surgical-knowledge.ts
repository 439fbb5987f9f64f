// Superior Surgical Knowledge (Ls, 249_002): incident on your table — card effects draw you no cards on your own turns (your end-of-turn draw still happens); while all your personnel and ships are Vidiian, you draw a card each time your opponent draws one other than their end-of-turn draw, has a card draw replaced by a download, or downloads a personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_002', {
  title: 'Superior Surgical Knowledge',
  scenario: 'behaviour/turn-draw-limits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'no-draws-on-your-turns' }],
  whenOpponentDraws: { onlyAffiliation: 'Vidiian' },
});
