// E.M.H.-Mark II (ha, 125_066): personnel — Biology or Exobiology, selected once each turn (Biology until Exobiology is selected); may report aboard the U.S.S. Prometheus for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_066', {
  title: 'E.M.H.-Mark II',
  scenario: 'behaviour/personnel-a.spec.ts',
  select: { options: ['Biology', 'Exobiology'] },
  modifiers: [{ kind: 'selected-skill', replaces: 'Biology', to: {}, where: 'self' }],
  reports: [{ kind: 'self-aboard', shipTitles: ['U.S.S. Prometheus'], cost: 'free' }],
});
