// Seven of Nine (The Borg) (borg, 124_061): personnel — meets a [Com], a [Nav] and a [Def] staffing requirement at once; in place of your normal card play, may draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_061', {
  title: 'Seven of Nine (The Borg)',
  scenario: 'behaviour/personnel-a.spec.ts',
  staffing: { kind: 'meets-each', icons: ['Com', 'Nav', 'Def'] },
  abilities: [{ id: 'draw', requires: ['normal-card-play-unused'], effects: [{ kind: 'spend-normal-card-play' }, { kind: 'draw', who: 'you', count: 1 }] }],
});
