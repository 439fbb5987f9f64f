// Duj Saq (tmp, 126_014): event — on your table: each of your B'rel-class ships may land or take off once each turn, using 1 RANGE; reporting them on planets with a matching affiliation icon is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_014', {
  title: 'Duj Saq',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'ships-may-land', ships: { shipClass: "B'rel Class" }, perTurn: true, range: 1 }],
  manual: ['your B\'rel-class ships may report on planets that show a matching affiliation icon'],
});
