// Locutus' Borg Cube (bog, 116_099): ship — WEAPONS and SHIELDS three higher at Wolf 359; its owner's equipment and Borg personnel may report aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_099', {
  title: "Locutus' Borg Cube",
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 3, where: { missionAt: 'Wolf 359' } }],
  permits: [{ kind: 'report-aboard', filter: { anyOf: [{ type: 'Equipment' }, { type: 'Personnel', affiliation: 'Borg' }] } }],
});
