// Technology Sharing Treaty (plw, 223_011): event — on your table (seeded or played), your Klingon and Romulan cards of the original series are compatible; the D-7 class clauses are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_011', {
  title: 'Technology Sharing Treaty',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Klingon', 'Romulan'], icons: ['OS', 'OS'] }],
  manual: ['your [Kli][OS] and [Rom][OS] cards may use your D-7-Class ships (of another affiliation)', 'your D-7-Class ships gain Cloaking Device'],
});
