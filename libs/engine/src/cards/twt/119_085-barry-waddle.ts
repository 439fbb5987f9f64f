// Barry Waddle (twt, 119_085): personnel — may nullify HQ: Return Orb to Bajor.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_085', {
  title: 'Barry Waddle',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'nullify', targets: { kind: 'card-on-table', whose: 'any', titles: ['HQ: Return Orb to Bajor'], anywhere: true }, effects: [{ kind: 'nullify-target' }] }],
});
