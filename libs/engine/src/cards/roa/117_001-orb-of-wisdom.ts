// Orb of Wisdom (roa, 117_001): artifact used as equipment (not duplicatable) — your personnel at its location are INTEGRITY +3; with your [Orb] personnel present, one of your cards played at its location each turn plays for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_001', {
  title: 'Orb of Wisdom',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY'], delta: 3, filter: {}, whose: 'yours', to: {}, where: 'here' }],
  notDuplicatable: true,
  manual: ['each turn, one of your cards played here playing for free while your [Orb] personnel is present'],
});
