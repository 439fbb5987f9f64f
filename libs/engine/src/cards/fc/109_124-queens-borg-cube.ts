// Queen's Borg Cube (fc, 109_124): ship — WEAPONS and SHIELDS three higher at Earth; its owner's equipment and Borg personnel may report aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_124', {
  title: "Queen's Borg Cube",
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 3, where: { missionAt: 'Earth' } }],
  permits: [{ kind: 'report-aboard', filter: { anyOf: [{ type: 'Equipment' }, { type: 'Personnel', affiliation: 'Borg' }] } }],
});
