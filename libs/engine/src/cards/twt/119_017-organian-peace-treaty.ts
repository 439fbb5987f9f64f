// Organian Peace Treaty (twt, 119_017): event — on your table (seeded or played), your Federation and Klingon cards of the original series mix and cooperate; The Devil cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_017', {
  title: 'Organian Peace Treaty',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Klingon'], icons: ['OS', 'OS'] }],
  immuneTo: ['The Devil'],
});
