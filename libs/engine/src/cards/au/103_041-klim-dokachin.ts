// Klim Dokachin (au, 103_041): event — on your table: when your opponent plays (reports or downloads) a unique personnel, they lose their end-of-turn card draw that turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_041', {
  title: 'Klim Dokachin',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  whenCardsPlayed: { by: 'opponent', filter: { types: ['Personnel'], unique: true }, effects: [{ kind: 'no-card-draws-this-turn', who: 'opponent', regularOnly: true }] },
});
