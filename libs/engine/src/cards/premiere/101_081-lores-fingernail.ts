// Lore's Fingernail (premiere, 101_081): event on the table — while it lies there, every Soong-type android and every Exocomp is a Non-Aligned personnel with no other affiliation.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_081', {
  title: "Lore's Fingernail",
  scenario: 'behaviour/control-changes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  affiliationLoss: { to: { characteristics: ['Soong-type android'], titles: ['Exocomp'] }, becomes: 'Non-Aligned' },
});
